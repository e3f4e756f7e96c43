import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { VipBadge, type VipBadgeProps } from './VipBadge';
import { played } from '../../private/storyText';

/** Closing hides the badge, as the header does. */
function ClosableDemo(props: VipBadgeProps) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <VipBadge
      {...props}
      onClose={() => {
        setShown(false);
        props.onClose();
      }}
    />
  ) : null;
}

const meta = {
  title: 'Widgets/VipBadge',
  component: VipBadge,
  render: (args) => <ClosableDemo {...args} />,
  args: { label: 'Gold', onOpen: fn(), onClose: fn() },
} satisfies Meta<typeof VipBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:vip.openRank', { label: 'Gold' }) }));
    await expect(args.onOpen).toHaveBeenCalledWith('playerRank');
  }),
};

/** Spec §2: without a label the badge opens the security centre. */
export const WithoutLabel: Story = {
  args: { label: null },
  play: played(async ({ args, canvas, userEvent, t }) => {
    const badge = canvas.getByRole('button', { name: t('shell:vip.openSecurity') });
    await expect(badge).toHaveTextContent(t('shell:vip.noLabel'));
    await userEvent.click(badge);
    await expect(args.onOpen).toHaveBeenCalledWith('securityCenter');
  }),
};

export const Closable: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:vip.close') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /player rank/ })).toBeNull());
    await expect(args.onOpen).not.toHaveBeenCalled();
  }),
};

export const LongLabel: Story = {
  args: { label: 'Diamond Royal Elite Member' },
  decorators: [(Story) => <div style={{ maxWidth: '12rem' }}>{Story()}</div>],
};

export const Thai: Story = {
  args: { label: 'ระดับเพชร' },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ระดับเพชร: ดูระดับผู้เล่นของคุณ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ซ่อนป้าย VIP' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
