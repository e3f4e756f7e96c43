import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MemberSummary } from './MemberSummary';
import { storyText } from '../../private/storyText';

const meta = {
  title: 'Modals/MemberSummary',
  component: MemberSummary,
  args: {
    open: true,
    onOpenChange: fn(),
    account: 'somchai88',
    nickname: 'Somchai',
    label: 'Gold',
    rankLevel: 5,
    balance: 12345.67,
  },
} satisfies Meta<typeof MemberSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'My account' });

export const Default: Story = {
  play: async ({ args, loaded }) => {
    const t = storyText(loaded);
    const summary = await dialog();
    await expect(summary).toHaveTextContent('somchai88');
    await expect(summary).toHaveTextContent('Gold (rank 5)');
    await expect(summary).toHaveTextContent('12,345.67');
    await within(summary)
      .getByRole('button', { name: t('common:close') })
      .click();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithoutLevel: Story = {
  args: { label: null, rankLevel: null, nickname: null },
  play: async ({ loaded }) => {
    const t = storyText(loaded);
    await expect(await dialog()).toHaveTextContent(t('shell:memberSummary.noLevel'));
  },
};

export const BalanceLoading: Story = {
  args: { balance: null },
  play: async () => {
    await expect(within(await dialog()).getByRole('status')).toBeInTheDocument();
  },
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'บัญชีของฉัน' })).toBeVisible();
  },
};
