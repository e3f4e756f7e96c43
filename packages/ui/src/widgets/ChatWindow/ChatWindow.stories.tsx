import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { chatStatuses, ChatWindow, type ChatWindowProps } from './ChatWindow';
import { choice } from '../../private/storyControls';
import { played, startingWith } from '../../private/storyText';
import { ownFrame } from '../../private/modalStory';
import { loadingStory } from '../../private/storyStates';

/** Holds open/enlarged as the flows' chat machine would, and reports every control to the args. */
function ChatDemo(props: ChatWindowProps) {
  const [open, setOpen] = useState(props.open);
  const [enlarged, setEnlarged] = useState(props.enlarged);
  const [unread, setUnread] = useState(props.unreadCount);
  const hide = () => {
    setOpen(false);
    setEnlarged(false);
    // the machine refreshes the count on hide; read messages are no longer unread
    setUnread(0);
  };
  return (
    <ChatWindow
      {...props}
      open={open}
      enlarged={enlarged}
      unreadCount={unread}
      onToggle={() => {
        props.onToggle();
        if (open) hide();
        else setOpen(true);
      }}
      onEnlarge={() => {
        props.onEnlarge();
        setEnlarged(true);
      }}
      onShrink={() => {
        props.onShrink();
        setEnlarged(false);
      }}
      onHide={() => {
        props.onHide();
        hide();
      }}
    />
  );
}

const meta = {
  title: 'Widgets/ChatWindow',
  component: ChatWindow,
  render: (args) => <ChatDemo {...args} />,
  args: {
    open: false,
    enlarged: false,
    status: 'ready',
    // a blank page stands in for the chat service
    chatUrl: 'about:blank',
    unreadCount: 3,
    onToggle: fn(),
    onEnlarge: fn(),
    onShrink: fn(),
    onHide: fn(),
    onRetry: fn(),
  },
  argTypes: { status: choice(chatStatuses) },
  parameters: ownFrame('40rem'),
} satisfies Meta<typeof ChatWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClosedWithUnread: Story = {
  play: played(async ({ canvas, t }) => {
    const launcher = canvas.getByRole('button', {
      name: `${t('shell:chat.open')} ${t('shell:chat.unread', { count: 3 })}`,
    });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).toBeNull();
  }),
};

export const ClosedNoUnread: Story = {
  args: { unreadCount: 0 },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('shell:chat.title') })).toBeVisible();
  }),
};

export const OpenAndHide: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    const launcher = canvas.getByRole('button', { name: startingWith(t('shell:chat.title')) });
    await userEvent.click(launcher);
    await expect(args.onToggle).toHaveBeenCalledOnce();
    const chat = canvas.getByRole('region', { name: t('shell:chat.title') });
    await expect(canvas.getByRole('heading', { name: t('shell:chat.title') })).toHaveFocus();
    await expect(canvas.getByTitle(t('shell:chat.frameTitle'))).toHaveAttribute('src', 'about:blank');
    await expect(chat).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('shell:chat.hide') }));
    await expect(args.onHide).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('region', { name: t('shell:chat.title') })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: t('shell:chat.title') })).toHaveFocus());
  }),
};

export const EnlargeAndShrink: Story = {
  args: { open: true },
  play: played(async ({ args, canvas, userEvent, t }) => {
    const chat = canvas.getByRole('region', { name: t('shell:chat.title') });
    const normalWidth = chat.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: t('shell:chat.enlarge') }));
    await expect(args.onEnlarge).toHaveBeenCalledOnce();
    await waitFor(() => expect(chat.getBoundingClientRect().width).toBeGreaterThan(normalWidth));
    await userEvent.click(canvas.getByRole('button', { name: t('shell:chat.shrink') }));
    await expect(args.onShrink).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: t('shell:chat.enlarge') })).toBeVisible();
  }),
};

export const Enlarged: Story = { args: { open: true, enlarged: true } };

export const Loading: Story = loadingStory('shell:chat.loading', { open: true, chatUrl: null });

export const Failed: Story = {
  args: {
    open: true,
    status: 'failed',
    chatUrl: null,
    errorMessage: 'Function not enabled, please contact customer service',
  },
  play: played(async ({ args, canvas, userEvent, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('shell:chat.error'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Function not enabled');
    await userEvent.click(canvas.getByRole('button', { name: t('shell:loader.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  }),
};

export const ManyUnread: Story = {
  args: { unreadCount: 150 },
  play: played(async ({ canvas, t }) => {
    await expect(
      canvas.getByRole('button', { name: `${t('shell:chat.open')} ${t('shell:chat.unread', { count: 150 })}` }),
    ).toHaveTextContent('99+');
  }),
};

/** Opened from elsewhere (the left bar's in-site chat): no floating button. */
export const WithoutLauncher: Story = {
  args: { open: true, showLauncher: false },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('button', { name: startingWith(t('shell:chat.title')) })).toBeNull();
  }),
};

export const Thai: Story = {
  args: { open: true, status: 'failed', chatUrl: null },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'แชท' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ขยายหน้าต่างแชท' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('ไม่สามารถโหลดแชทได้');
  },
};

export const Mobile: Story = {
  args: { open: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: played(async ({ canvas, t }) => {
    const chat = canvas.getByRole('region', { name: t('shell:chat.title') });
    await expect(chat.getBoundingClientRect().right).toBeLessThanOrEqual(320);
  }),
};

export const Dark: Story = { args: { open: true }, globals: { mode: 'dark' } };
