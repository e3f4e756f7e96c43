import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { helpTopics, hostileRan, thaiHelpTopics } from '../../private/fixtures/content';
import { HelpCentre, type HelpCentreProps } from './HelpCentre';
import { played } from '../../private/storyText';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { loadErrorStory, loadingStory, statusStory, useHeld } from '../../private/storyStates';

/** Keeps the chosen topic as the site does (in the address). */
function HelpCentreDemo(props: HelpCentreProps) {
  const [selected, onSelect] = useHeld(props.selectedCode, props.onSelect, (topic) => topic.code);
  return <HelpCentre {...props} selectedCode={selected} onSelect={onSelect} />;
}

const meta = {
  title: 'Screens/HelpCentre',
  component: HelpCentre,
  render: (args) => <HelpCentreDemo {...args} />,
  args: {
    title: 'Help',
    topics: helpTopics,
    status: 'ready',
    hrefOf: (topic) => `/help?topic=${topic.code}`,
    onSelect: fn(),
    onRetry: fn(),
  },
  argTypes: { topics: { control: false } },
} satisfies Meta<typeof HelpCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, args, userEvent, t }) => {
    const menu = canvas.getByRole('navigation', { name: t('content:help.topics') });
    await expect(within(menu).getAllByRole('link')).toHaveLength(4);
    await expect(within(menu).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'true');
    // the topic's own heading names it: no second one shows
    await expect(canvas.getByRole('article', { name: 'About us' })).toHaveTextContent('24-hour');
    await expect(canvas.getAllByRole('heading', { name: 'About us' })).toHaveLength(1);

    const deposit = within(menu).getByRole('link', { name: 'How to deposit' });
    await expect(deposit).toHaveAttribute('href', '/help?topic=deposit');
    await userEvent.click(deposit);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ code: 'deposit' }));
    await expect(deposit).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'How to deposit' })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
  }),
};

/** /helpmc: the help centre alone, opened at one topic. */
export const HelpCentreAtTopic: Story = {
  args: { title: 'Help centre', selectedCode: 'privacy-policy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Terms and privacy policy' })).toBeVisible();
  },
};

/** The operator's help texts carry a script, a handler and a javascript: link: none of them survives. */
export const HostileHtml: Story = {
  args: { selectedCode: 'user-agreement' },
  play: async ({ canvasElement, canvas, userEvent }) => {
    const article = () => canvasElement.querySelector('article')!;
    await expect(canvas.getByText('click here for a prize').closest('a')?.hasAttribute('href')).toBe(false);
    await userEvent.click(canvas.getByRole('link', { name: 'Terms and privacy policy' }));
    await expect(article().querySelectorAll('[onerror]')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('link', { name: 'How to deposit' }));
    await expect(article().querySelectorAll('script')).toHaveLength(0);
    await expect(hostileRan()).toBe(false);
  },
};

export const Loading: Story = loadingStory('content:help.loading', { topics: [] });

export const Empty: Story = statusStory('content:help.empty', { topics: [] });

export const Failed: Story = loadErrorStory({ topics: [], errorMessage: 'Network link is abnormal, please try again' });

export const ThaiText: Story = {
  args: { title: 'ช่วยเหลือ', topics: thaiHelpTopics },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'หัวข้อช่วยเหลือ' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'เกี่ยวกับเรา' })).toBeVisible();
  },
};

/** A 360 px phone: the topics wrap above the text. */
export const Mobile360: Story = {
  ...thaiPhone360,
  args: { title: 'ช่วยเหลือ', topics: thaiHelpTopics },
  play: async ({ canvas }) => {
    await expectPhoneFit();
    const menu = canvas.getByRole('navigation').getBoundingClientRect();
    await expect(canvas.getByRole('article').getBoundingClientRect().top).toBeGreaterThanOrEqual(menu.bottom);
  },
};
