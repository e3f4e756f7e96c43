import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { phone360, rewards, thaiRewards } from '../../private/fixtures/content';
import { RedeemDialog, maxUnits } from './RedeemDialog';
import type { storyText } from '../../private/storyText';
import { played, startingWith, storyNumber } from '../../private/storyText';

const cash = rewards[0]!;
const jersey = rewards[3]!;
const dialog = async (t: ReturnType<typeof storyText>) =>
  within(await screen.findByRole('dialog', { name: t('content:points.redeemForm.title') }));

const meta = {
  title: 'Modals/RedeemDialog',
  component: RedeemDialog,
  args: { open: true, onOpenChange: fn(), reward: cash, balance: 12345, onSubmit: fn() },
  argTypes: { reward: { control: false } },
} satisfies Meta<typeof RedeemDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ args, userEvent, loaded, t }) => {
    const number = storyNumber(loaded);
    const modal = await dialog(t);
    await expect(modal.getByText(t('content:points.redeemForm.upTo', { max: 12 }))).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: t('content:points.redeemForm.more') }));
    await userEvent.click(modal.getByRole('button', { name: t('content:points.redeemForm.more') }));
    await expect(modal.getByRole('spinbutton', { name: t('content:points.redeemForm.quantity') })).toHaveValue(3);
    await expect(modal.getByText(t('content:points.redeemForm.total', { points: number(3000) }))).toBeVisible();
    const submit = modal.getByRole('button', { name: t('content:points.redeemForm.submit', { points: number(3000) }) });
    await userEvent.click(submit);
    // the password is asked first
    await expect(modal.getByText(t('content:points.redeemForm.passwordRequired'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(modal.getByLabelText(startingWith(t('content:points.redeemForm.password'))), 'Demo1234');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ quantity: 3, password: 'Demo1234' });
  }),
};

/** Goods need a receiving address. */
export const NeedsAddress: Story = {
  args: { reward: jersey, balance: 40000 },
  play: played(async ({ args, userEvent, loaded, t }) => {
    const modal = await dialog(t);
    const submit = modal.getByRole('button', {
      name: t('content:points.redeemForm.submit', { points: storyNumber(loaded)(18000) }),
    });
    await userEvent.type(modal.getByLabelText(startingWith(t('content:points.redeemForm.password'))), 'Demo1234');
    await userEvent.click(submit);
    await expect(modal.getByText(t('content:points.redeemForm.addressRequired'))).toBeVisible();
    await userEvent.type(
      modal.getByRole('textbox', { name: startingWith(t('content:points.redeemForm.address')) }),
      '99 Sukhumvit Rd, Bangkok',
    );
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      quantity: 1,
      password: 'Demo1234',
      address: '99 Sukhumvit Rd, Bangkok',
    });
  }),
};

export const NotEnoughPoints: Story = {
  args: { reward: jersey, balance: 12345 },
  play: played(async ({ loaded, t }) => {
    const number = storyNumber(loaded);
    const modal = await dialog(t);
    await expect(modal.getByRole('alert')).toHaveTextContent(
      t('content:points.redeemForm.notEnough', { points: number(5655) }),
    );
    await expect(
      modal.getByRole('button', { name: t('content:points.redeemForm.submit', { points: number(18000) }) }),
    ).toBeDisabled();
  }),
};

export const Submitting: Story = {
  args: { submitting: true },
  play: played(async ({ loaded, t }) => {
    const modal = await dialog(t);
    await expect(
      modal.getByRole('button', { name: t('content:points.redeemForm.submit', { points: storyNumber(loaded)(1000) }) }),
    ).toHaveAttribute('aria-busy', 'true');
  }),
};

/** The server refused (a wrong password, say): its message shows and the form stays. */
export const Refused: Story = {
  args: { errorMessage: 'The password is incorrect' },
  play: played(async ({ t }) => {
    const modal = await dialog(t);
    await expect(modal.getByRole('alert')).toHaveTextContent('The password is incorrect');
    await expect(modal.getByLabelText(startingWith(t('content:points.redeemForm.password')))).toBeVisible();
  }),
};

export const Done: Story = {
  args: { result: { referenceNo: 'PR202611220001' } },
  play: played(async ({ args, userEvent, t }) => {
    const modal = await dialog(t);
    await expect(modal.getByRole('status')).toHaveTextContent(t('content:points.redeemForm.done'));
    await expect(modal.getByRole('status')).toHaveTextContent('PR202611220001');
    await userEvent.click(modal.getByRole('button', { name: t('content:points.redeemForm.close') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  }),
};

export const ThaiText: Story = {
  args: { reward: thaiRewards[2]!, balance: 40000 },
  globals: { language: 'TY' },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'แลกของรางวัล' }));
    await expect(modal.getByRole('textbox', { name: /^ที่อยู่สำหรับจัดส่ง/ })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'แลกด้วย 18,000 แต้ม' })).toBeVisible();
  },
};

export const Mobile360: Story = {
  ...phone360,
  args: { reward: jersey, balance: 90000 },
  play: played(async ({ t }) => {
    const modal = await dialog(t);
    await expect(window.innerWidth).toBe(360);
    await expect(modal.getByText(t('content:points.redeemForm.upTo', { max: 5 }))).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // the limit is the stock and what the points pay for
    await expect(maxUnits(jersey, 90000)).toBe(5);
    await expect(maxUnits(jersey, 40000)).toBe(2);
    await expect(maxUnits(jersey, null)).toBe(25);
  }),
};
