import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberSummary } from './MemberSummary';
import { played } from '../../private/storyText';

const meta = {
  title: 'Widgets/MemberSummary',
  component: MemberSummary,
  args: {
    account: 'somchai88',
    nickname: 'Somchai',
    label: 'Gold',
    rankLevel: 5,
    balance: 12345.67,
  },
} satisfies Meta<typeof MemberSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvasElement, t }) => {
    const summary = canvasElement;
    await expect(summary).toHaveTextContent('somchai88');
    await expect(summary).toHaveTextContent(t('shell:memberSummary.levelValue', { label: 'Gold', rank: 5 }));
    await expect(summary).toHaveTextContent('12,345.67');
  }),
};

export const WithoutLevel: Story = {
  args: { label: null, rankLevel: null, nickname: null },
  play: played(async ({ canvasElement, t }) => {
    await expect(canvasElement).toHaveTextContent(t('shell:memberSummary.noLevel'));
  }),
};

export const BalanceLoading: Story = {
  args: { balance: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('บัญชี');
  },
};
