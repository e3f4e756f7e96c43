import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Loader } from './Loader';
import { played } from '../../private/storyText';
import { ownFrameMeta } from '../../private/modalStory';
import { loaderStory } from '../../private/storyStates';

const meta = { title: 'Components/Loader', ...ownFrameMeta(Loader) } satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = loaderStory;

export const Playground: Story = { args: { message: 'Loading the lottery lobby…', error: '', onRetry: fn() } };

export const WithMessage: Story = { args: { message: 'Opening the game…' } };

export const ErrorWithRetry: Story = {
  args: { error: 'The page took too long to load.', onRetry: fn() },
  play: played(async ({ args, canvas, userEvent, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The page took too long to load.');
    const retry = canvas.getByRole('button', { name: t('shell:loader.retry') });
    // the page behind is covered: focus goes to the only action
    await expect(retry).toHaveFocus();
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  }),
};

export const ErrorWithoutRetry: Story = { args: { error: 'This part of the site is not available.' } };

export const ThaiText: Story = {
  globals: { language: 'TY' },
  args: { message: 'กำลังโหลดเกม กรุณารอสักครู่ ระบบกำลังเชื่อมต่อกับผู้ให้บริการ…' },
};

export const ThaiError: Story = {
  globals: { language: 'TY' },
  args: { error: 'โหลดหน้านี้ไม่สำเร็จเนื่องจากหมดเวลาการเชื่อมต่อ', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
  },
};

// a stand-in; Storybook's preview shows the toolbar merchant's logo instead, as the site shows its own
const logo = (
  <svg viewBox="0 0 200 48" height={48} role="img" aria-label="Siam Royal">
    <text x="0" y="32" fill="currentColor" fontSize="24" fontFamily="Georgia, serif">
      SIAM ROYAL
    </text>
  </svg>
);

/** The site's first screen (index.html draws the same): the logo on the header colour while the site starts. */
export const Splash: Story = {
  args: { message: 'Loading…', logo },
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('img', { name: loaded.merchant.config.name })).toBeVisible();
    // the message is the story's own text (args), shown as written in every language
    await expect(canvas.getByText('Loading…')).toBeVisible();
  },
};

export const SplashError: Story = {
  args: { error: 'Network link is abnormal, please try again', onRetry: fn(), logo },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network link is abnormal');
    await expect(canvas.getByRole('button', { name: t('shell:loader.retry') })).toHaveFocus();
  }),
};

export const SplashThai: Story = { globals: { language: 'TY' }, args: { message: 'กำลังโหลด…', logo } };

export const Dark: Story = { globals: { mode: 'dark' }, args: { message: 'Loading…' } };

export const DarkError: Story = {
  globals: { mode: 'dark' },
  args: { error: 'The page took too long to load.', onRetry: fn() },
};
