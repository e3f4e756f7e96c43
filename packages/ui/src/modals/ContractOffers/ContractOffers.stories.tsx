import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inDialog, shownModal } from '../../private/modalStory';
import { phone360 } from '../../private/storyViewports';
import { LONG_DOWNLINE, LONG_UPLINE, storyConflicts, storyOffer } from '../../screens/ContractPage/contractFixtures';
import { ContractOffers } from './ContractOffers';

const offers = [
  storyOffer('dailySalary', { id: 11 }),
  storyOffer('dividend', { id: 12 }),
  storyOffer('realtimeSalary', { id: 13 }),
];
const reply = {
  onAccept: fn(),
  onReject: fn(),
  onProceed: fn(),
  onCancel: fn(),
  onDismiss: fn(),
};

const meta = {
  title: 'Modals/ContractOffers',
  ...shownModal(ContractOffers, '48rem', {
    offers,
    reply,
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
  }),
} satisfies Meta<typeof ContractOffers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKind: Story = {
  play: inDialog('agentContracts:popup.title', async ({ modal, args, t }) => {
    for (const kind of ['dailySalary', 'dividend', 'realtimeSalary']) {
      await expect(
        modal.getByText(t('agentContracts:popup.offer', { kind: t(`agentContracts:kind.${kind}`), upline: 'agent01' })),
      ).toBeVisible();
    }
    await expect(modal.getByText(t('agentContracts:period.monthly'))).toBeVisible();
    const accepts = modal.getAllByRole('button', { name: t('agentContracts:reply.accept') });
    await expect(accepts).toHaveLength(3);
    await userEvent.click(accepts[1]!);
    await expect(args.reply.onAccept).toHaveBeenCalledWith(offers[1]);
    await userEvent.click(modal.getAllByRole('button', { name: t('agentContracts:reply.reject') })[0]!);
    await expect(args.reply.onReject).toHaveBeenCalledWith(offers[0]);
    await userEvent.click(modal.getByRole('button', { name: t('agentContracts:popup.later') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  }),
};

export const ConflictsWarning: Story = {
  args: { reply: { ...reply, busyId: 11, conflicts: storyConflicts('dailySalary') } },
  play: inDialog('agentContracts:popup.title', async ({ modal, args, t }) => {
    const warning = modal.getByRole('alert');
    await expect(warning).toHaveTextContent(
      t('agentContracts:warning.downline', { downline: LONG_DOWNLINE, rate: '1.4%' }),
    );
    await expect(warning).toHaveTextContent('agent05');
    // the other offers wait while this one is answered
    for (const button of modal.getAllByRole('button', { name: t('agentContracts:reply.accept') })) {
      await expect(button).toBeDisabled();
    }
    await userEvent.click(within(warning).getByRole('button', { name: t('agentContracts:warning.proceed') }));
    await expect(args.reply.onProceed).toHaveBeenCalledOnce();
  }),
};

export const AnswerFailed: Story = {
  args: {
    reply: { ...reply, failure: { contractId: 12, message: 'The rate cannot be higher than your own contract rate.' } },
  },
  play: inDialog('agentContracts:popup.title', async ({ modal, t }) => {
    const alert = modal.getByRole('alert');
    await expect(alert).toHaveTextContent(t('agentContracts:reply.failedTitle'));
    await expect(alert).toHaveTextContent('The rate cannot be higher');
  }),
};

export const Accepted: Story = {
  args: { offers: offers.slice(1), reply: { ...reply, answered: { action: 'accept', ended: 1 } } },
  play: inDialog('agentContracts:popup.title', async ({ modal, t }) => {
    await expect(modal.getByRole('status')).toHaveTextContent(t('agentContracts:answered.ended', { count: 1 }));
  }),
};

export const AllAnswered: Story = {
  args: { offers: [], reply: { ...reply, answered: { action: 'reject', ended: 0 } } },
  play: inDialog('agentContracts:popup.title', async ({ modal, t }) => {
    await expect(modal.getByText(t('agentContracts:popup.none'))).toBeVisible();
  }),
};

export const ThaiLongNamesPhone: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: {
    offers: offers.map((offer) => ({ ...offer, upline: LONG_UPLINE })),
    reply: { ...reply, busyId: 11, conflicts: storyConflicts('dailySalary') },
  },
  play: inDialog(async ({ modal }) => {
    await expect(modal.getByText('ยอมรับและยุติสัญญาเหล่านี้')).toBeVisible();
    const dialog = modal.getByRole('alert').closest('[role="dialog"]')!;
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  }),
};
