import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone360 } from '../../private/storyViewports';
import { NotFound } from './NotFound';

const meta = {
  title: 'Screens/NotFound',
  component: NotFound,
  args: {
    path: '/promotionz',
    renderHomeLink: ({ className, children }) => (
      <a href="/" className={className}>
        {children}
      </a>
    ),
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // the story's own i18next instance (Storybook's preview gives each story one, in the toolbar's language)
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      i18n.t('notFound.title', { ns: 'common' }),
    );
    await expect(canvas.getByRole('link', { name: i18n.t('notFound.home', { ns: 'common' }) })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const WithoutPath: Story = { args: { path: undefined } };

/** A long address wraps instead of pushing the page sideways on a phone. */
export const LongAddress: Story = {
  ...phone360,
  args: { path: `/${'very-long-segment-'.repeat(12)}` },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Thai: Story = { globals: { language: 'TY' } };
