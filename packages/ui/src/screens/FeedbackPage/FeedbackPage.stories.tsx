import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_PNG } from '../../private/fixtures/uploads';
import { useHeld } from '../../private/storyStates';
import { played, startingWith } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { FeedbackPage, type FeedbackPageProps } from './FeedbackPage';

/** The text held in the story as the site holds it, so typing shows. */
function HeldFeedback(props: FeedbackPageProps) {
  const [content, onContentChange] = useHeld(props.content, props.onContentChange);
  return <FeedbackPage {...props} content={content} onContentChange={onContentChange} />;
}

const attachments = (names: string[] = []) => ({
  images: names.map((name, i) => ({ id: String(i), name, previewUrl: STORY_PNG })),
  refusals: [],
  onPick: fn(),
  onRemove: fn(),
});

const meta = {
  title: 'Screens/FeedbackPage',
  component: FeedbackPage,
  render: (props) => <HeldFeedback {...props} />,
  args: {
    content: '',
    onContentChange: fn(),
    attachments: attachments(),
    onSubmit: fn(),
    onRetry: fn(),
    onDismissNotice: fn(),
  },
} satisfies Meta<typeof FeedbackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, args, t }) => {
    const text = canvas.getByRole('textbox', { name: startingWith(t('rewards:feedback.content')) });
    await userEvent.type(text, 'Great site');
    await expect(text).toHaveAccessibleDescription(t('rewards:upload.counter', { count: 10, max: 140 }));
    await userEvent.click(canvas.getByRole('button', { name: t('rewards:feedback.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  }),
};

export const WithImages: Story = {
  args: { content: 'The withdraw page froze.', attachments: attachments(['screen-1.png', 'screen-2.jpg']) },
  play: played(async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  }),
};

export const Missing: Story = {
  args: { missing: true },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('textbox', { name: startingWith(t('rewards:feedback.content')) })).toBeInvalid();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('rewards:feedback.missing'));
  }),
};

/** Over 140 characters: a message says how many to remove, and every character typed is kept. */
export const TooLong: Story = {
  args: { content: 'ก'.repeat(150) },
  play: played(async ({ canvas, t }) => {
    const text = canvas.getByRole('textbox', { name: startingWith(t('rewards:feedback.content')) });
    await expect(text).toHaveValue('ก'.repeat(150));
    await expect(text).toBeInvalid();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('rewards:upload.tooLong', { max: 140, over: 10 }));
  }),
};

export const Sending: Story = {
  args: { content: 'Thanks!', submitting: true },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('rewards:feedback.submit') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }),
};

export const Sent: Story = {
  args: { notice: { kind: 'sent' } },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('rewards:feedback.sent'));
  }),
};

/** The server's message (or the translated fallback) with a retry; the text and images stay. */
export const Failed: Story = {
  args: {
    content: 'The lottery results are late.',
    attachments: attachments(['results.png']),
    notice: { kind: 'failed', message: 'Too many requests, please try again after 5 minutes' },
  },
  play: played(async ({ canvas, args, t }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Too many requests, please try again after 5 minutes');
    await userEvent.click(within(alert).getByRole('button', { name: t('rewards:feedback.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: startingWith(t('rewards:feedback.content')) })).toHaveValue(
      'The lottery results are late.',
    );
  }),
};

export const LongTextPhone: Story = {
  ...phone360,
  args: { content: 'x'.repeat(139), attachments: attachments(['a.png', 'b.png', 'c.png']) },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ส่งข้อเสนอแนะ' })).toBeVisible();
  },
};
