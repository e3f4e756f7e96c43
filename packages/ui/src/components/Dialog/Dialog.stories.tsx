import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, dialogSizes } from './Dialog';
import { storyText } from '../../private/storyText';
import { choice } from '../../private/storyControls';
import { triggeredModal, withTrigger } from '../../private/modalStory';

const trigger = 'Open dialog';
/** A trigger and its dialog, with the open state held here as a screen would hold it. */
const DialogDemo = withTrigger(Dialog, trigger);

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Opens the dialog the way a keyboard user would and returns it. */
async function openByKeyboard({ canvas, userEvent }: PlayContext) {
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: trigger })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog');
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  ...triggeredModal(Dialog, trigger, {
    height: '28rem',
    args: {
      title: 'Withdrawal submitted',
      children: 'Your withdrawal is on its way. It usually reaches your bank account within 5 minutes.',
    },
    argTypes: { size: choice(dialogSizes), children: { control: 'text' } },
  }),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const t = storyText(context.loaded);
    const dialog = await openByKeyboard(context);
    await expect(dialog).toHaveAccessibleName('Withdrawal submitted');
    // focus moves in at the frame after the one that shows the dialog (Dialog.tsx)
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('common:close') })).toHaveFocus());
  },
};

export const Playground: Story = {
  args: { description: 'Reference 2024-0001', size: 'md', cover: true },
  play: async (context) => {
    await openByKeyboard(context);
  },
};

export const CloseButtonReturnsFocus: Story = {
  play: async (context) => {
    const t = storyText(context.loaded);
    const dialog = await openByKeyboard(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: t('common:close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(context.args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(context.canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async (context) => {
    await openByKeyboard(context);
    await context.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(context.canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus());
  },
};

export const CoverClickCloses: Story = {
  play: async (context) => {
    const dialog = await openByKeyboard(context);
    // the cover is the dimmed layer around the dialog
    await context.userEvent.click(dialog.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(context.args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const CoverFalseStaysOpen: Story = {
  args: { cover: false, title: 'Please read before you continue' },
  play: async (context) => {
    const dialog = await openByKeyboard(context);
    await context.userEvent.click(dialog.parentElement as HTMLElement);
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(context.args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * Opening a dialog restyles the dialog, not the page behind it: what the scroll lock and Radix set on <body> (a
 * custom property, pointer-events: none) does not pass down to every element. The page is still out of reach.
 */
export const PageBehindIsNotRestyled: Story = {
  play: async (context) => {
    const opener = context.canvas.getByRole('button', { name: trigger });
    await openByKeyboard(context);
    await waitFor(() => expect(getComputedStyle(document.body).pointerEvents).toBe('none'));
    await expect(getComputedStyle(opener).pointerEvents).toBe('auto');
    document.body.style.setProperty('--removed-body-scroll-bar-size', '7px');
    try {
      await expect(getComputedStyle(opener).getPropertyValue('--removed-body-scroll-bar-size')).toBe('0px');
    } finally {
      document.body.style.removeProperty('--removed-body-scroll-bar-size');
    }
    // the cover, not the page, takes a tap over the opener
    const box = opener.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(opener.contains(hit)).toBe(false);
  },
};

export const TimeOutCloses: Story = {
  args: { timeOut: 300, title: 'Copied to clipboard', children: 'This message closes by itself.' },
  play: async (context) => {
    await openByKeyboard(context);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
    await expect(context.args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: { description: 'Reference 2024-0001 · 500.00 THB' },
  play: async (context) => {
    const dialog = await openByKeyboard(context);
    await expect(dialog).toHaveAccessibleDescription('Reference 2024-0001 · 500.00 THB');
  },
};

export const WithFooter: Story = {
  args: {
    title: 'Leave the game?',
    children: 'Your current round continues on the server; you can come back to it from Recent.',
    footer: (
      <>
        <Button variant="outline">Stay</Button>
        <Button>Leave</Button>
      </>
    ),
  },
  play: async (context) => {
    const dialog = await openByKeyboard(context);
    await expect(within(dialog).getByRole('button', { name: 'Leave' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      {dialogSizes.map((size) => (
        <DialogDemo key={size} {...args} size={size} title={`Size ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const widths: number[] = [];
    for (const trigger of canvas.getAllByRole('button', { name: 'Open dialog' })) {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog');
      widths.push(dialog.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    const [sm = 0, md = 0, lg = 0] = widths;
    await expect(sm).toBeLessThan(md);
    await expect(md).toBeLessThan(lg);
  },
};

export const LongThaiText: Story = {
  globals: { language: 'TY' },
  args: {
    title: 'ยืนยันการถอนเงินเข้าบัญชีธนาคารที่ลงทะเบียนไว้',
    children:
      'ระบบได้รับคำขอถอนเงินของคุณเรียบร้อยแล้ว โดยปกติเงินจะเข้าบัญชีธนาคารภายใน 5 นาที หากไม่ได้รับเงินภายใน 24 ชั่วโมง กรุณาติดต่อฝ่ายบริการลูกค้าพร้อมแจ้งหมายเลขอ้างอิงของรายการ',
    footer: <Button>ตกลง</Button>,
  },
  play: async (context) => {
    const dialog = await openByKeyboard(context);
    await expect(within(dialog).getByRole('button', { name: 'ปิด' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { footer: <Button>OK</Button> },
  play: async (context) => {
    await openByKeyboard(context);
  },
};
