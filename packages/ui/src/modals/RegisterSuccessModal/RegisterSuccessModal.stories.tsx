import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { RegisterSuccessModal } from './RegisterSuccessModal';
import { played, shownText } from '../../private/storyText';
import { dialogQueries, findDialog, inDialog, shownModal } from '../../private/modalStory';

const meta = {
  title: 'Modals/RegisterSuccessModal',
  ...shownModal(RegisterSuccessModal, '22rem', { onDone: fn() }),
} satisfies Meta<typeof RegisterSuccessModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Username registration: the success message (`in_registered_successfully`) straight away. */
export const Username: Story = {
  play: inDialog('register:success.title', async ({ userEvent, args, t, modal }) => {
    await expect(modal.getByText(t('register:in_registered_successfully'))).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: t('register:success.done') }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  }),
};

/** Direct registration off (spec §6): the account is made but not logged in; the last button leads to the login. */
export const NotLoggedIn: Story = {
  args: { loggedIn: false },
  play: inDialog('register:success.title', async ({ userEvent, args, t, modal }) => {
    await expect(modal.getByText(t('register:success.logInNext'))).toBeVisible();
    await expect(modal.queryByText(t('register:in_registered_successfully'))).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: t('register:success.logIn') }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  }),
};

/** Mobile registration: first the generated account number (the mobile number), then the success message. */
export const Mobile: Story = {
  args: { mobileAccount: '0812345678' },
  play: played(async ({ userEvent, args, t }) => {
    const first = await findDialog();
    await expect(first).toHaveAccessibleName(t('register:success.accountTitle'));
    await expect(within(first).getByText('0812345678')).toBeVisible();
    await expect(first).toHaveTextContent(shownText(t('register:success.accountGenerated', { account: '0812345678' })));
    await userEvent.click(within(first).getByRole('button', { name: t('register:success.accountConfirm') }));
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    const second = await screen.findByRole('dialog', { name: t('register:success.title') });
    await expect(within(second).getByText(t('register:in_registered_successfully'))).toBeVisible();
  }),
};

/** A stray tap on the cover does not hide the account number. */
export const CoverDoesNotClose: Story = {
  args: { mobileAccount: '0812345678' },
  play: async ({ userEvent, args }) => {
    const modal = await findDialog();
    await userEvent.click(modal.parentElement as HTMLElement);
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Thai: Story = {
  args: { mobileAccount: '0812345678' },
  globals: { language: 'TY' },
  play: async ({ userEvent }) => {
    const modal = await dialogQueries();
    await expect(await modal.findByText(/ตรงกับเบอร์มือถือของคุณ/)).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'รับทราบ' }));
    await expect(await screen.findByText('สมัครสมาชิกสำเร็จ! ยินดีต้อนรับ คุณเข้าสู่ระบบเรียบร้อยแล้ว')).toBeVisible();
  },
};
