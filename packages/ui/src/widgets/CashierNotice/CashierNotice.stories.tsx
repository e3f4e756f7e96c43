import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { played } from '../../private/storyText';
import { shownMoney } from '../../private/cashierStory';
import { phone360 } from '../../private/storyViewports';
import { CashierNotice, type CashierNoticeItem } from './CashierNotice';

const credited: CashierNoticeItem = {
  id: 3,
  kind: 'depositCredited',
  orderNo: 'D00000012',
  amount: '550.00',
  reason: null,
};
const failed: CashierNoticeItem = {
  id: 2,
  kind: 'depositFailed',
  orderNo: 'D00000011',
  amount: '300.44',
  reason: 'The payment was not received',
};
const approved: CashierNoticeItem = {
  id: 4,
  kind: 'withdrawalApproved',
  orderNo: 'W00000003',
  amount: '1000.00',
  reason: null,
};
const rejected: CashierNoticeItem = {
  id: 5,
  kind: 'withdrawalRejected',
  orderNo: 'W00000004',
  amount: '2000.00',
  reason: 'The bank account name does not match',
};

const meta = {
  title: 'Widgets/CashierNotice',
  component: CashierNotice,
  args: { notices: [credited], currency: 'THB', minorDigits: 2, onDismiss: fn(), onDismissAll: fn() },
} satisfies Meta<typeof CashierNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DepositCredited: Story = {
  play: played(async ({ canvas, loaded, args, t }) => {
    const region = canvas.getByRole('region', { name: t('deposit:notice.title') });
    const status = within(region).getByRole('status');
    await expect(status).toHaveTextContent(
      t('deposit:notice.depositCredited', { orderNo: 'D00000012', amount: shownMoney(loaded, '550.00') }),
    );
    await expect(canvas.queryByRole('button', { name: t('deposit:notice.dismissAll') })).toBeNull();
    await userEvent.click(within(status).getByRole('button', { name: t('common:close') }));
    await expect(args.onDismiss).toHaveBeenCalledWith(3);
  }),
};

export const DepositFailed: Story = {
  args: { notices: [failed] },
  play: played(async ({ canvasElement, loaded, t }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      t('deposit:notice.depositFailed', { orderNo: 'D00000011', amount: shownMoney(loaded, '300.44') }),
    );
    await expect(alert).toHaveTextContent(t('deposit:notice.reason', { reason: 'The payment was not received' }));
  }),
};

export const EveryKind: Story = {
  args: { notices: [rejected, approved, credited, failed] },
  play: played(async ({ canvas, canvasElement, loaded, args, t }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvasElement).toHaveTextContent(
      t('deposit:notice.withdrawalApproved', { orderNo: 'W00000003', amount: shownMoney(loaded, '1000.00') }),
    );
    await expect(canvasElement).toHaveTextContent(
      t('deposit:notice.withdrawalRejected', { orderNo: 'W00000004', amount: shownMoney(loaded, '2000.00') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('deposit:notice.dismissAll') }));
    await expect(args.onDismissAll).toHaveBeenCalledOnce();
  }),
};

export const Nothing: Story = {
  args: { notices: [] },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).queryByRole('region', { name: t('deposit:notice.title') })).toBeNull();
  }),
};

export const LongAmountPhone: Story = {
  ...phone360,
  args: {
    notices: [
      { ...credited, amount: '9999999999999999.99' },
      { ...rejected, reason: 'x'.repeat(200) },
    ],
  },
  play: played(async ({ canvasElement, loaded, t }) => {
    const region = within(canvasElement).getByRole('region', { name: t('deposit:notice.title') });
    await expect(region).toHaveTextContent(shownMoney(loaded, '9999999999999999.99'));
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('เข้าบัญชีแล้ว');
  },
};
