import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fillBounds } from '@wl/rules';
import type { storyText } from '../../private/storyText';
import { played, startingWith } from '../../private/storyText';
import { loadErrorStory, loadingStory, longTextPhoneStory, thaiButtonStory } from '../../private/storyStates';
import {
  BankCards,
  type BankCardAddForm,
  type BankCardBank,
  type BankCardFormField,
  type BankCardItem,
  type BankCardsProps,
} from './BankCards';

const card = (id: number, bankName: string, last: string): BankCardItem => ({
  id,
  bankName,
  accountName: 'Somchai Jaidee',
  accountNumber: `•••• ${last}`,
  branch: null,
});
const fiveCards = [
  card(1, 'Kasikornbank', '7890'),
  card(2, 'Siam Commercial Bank', '1234'),
  card(3, 'Bangkok Bank', '5555'),
  card(4, 'Krungthai Bank', '0001'),
  { ...card(5, 'Government Savings Bank', '9012'), branch: 'Silom' },
];
const banks: BankCardBank[] = [
  {
    code: 'KBANK',
    name: 'Kasikornbank',
    fields: [
      { field: 'accountName', required: true },
      { field: 'accountNumber', required: true },
    ],
  },
  {
    code: 'GSB',
    name: 'Government Savings Bank',
    fields: [
      { field: 'accountName', required: true },
      { field: 'accountNumber', required: true },
      { field: 'branch', required: true },
    ],
  },
];

const addForm = (over: Partial<BankCardAddForm> = {}): BankCardAddForm => ({
  banksStatus: 'ready',
  banks,
  values: { bankCode: '', accountName: '', accountNumber: '', branch: '', fundsPassword: '' },
  onChange: fn(),
  onSubmit: fn(),
  onCancel: fn(),
  onRetryBanks: fn(),
  ...over,
});

/** The add form's values held as the site holds them. */
function Controlled(props: BankCardsProps) {
  const [values, setValues] = useState(props.add?.values);
  const add =
    props.add && values
      ? {
          ...props.add,
          values,
          onChange: (field: BankCardFormField, value: string) => {
            setValues((current) => (current ? { ...current, [field]: value } : current));
            props.add?.onChange(field, value);
          },
        }
      : props.add;
  return <BankCards {...props} add={add} />;
}

const meta = {
  title: 'Screens/SecurityCentre/BankCards',
  component: BankCards,
  render: (args) => <Controlled {...args} />,
  args: {
    expanded: true,
    count: 2,
    max: 5,
    status: 'ready',
    cards: fiveCards.slice(0, 2),
    realName: 'Somchai Jaidee',
    onAdd: fn(),
    onDelete: fn(),
    onRetry: fn(),
    onDismissNotice: fn(),
  },
} satisfies Meta<typeof BankCards>;
export default meta;
type Story = StoryObj<typeof meta>;

type T = ReturnType<typeof storyText>;
const cardName = (t: T, item: BankCardItem) =>
  t('security:bankCards.cardName', { bank: item.bankName, number: item.accountNumber });

export const Default: Story = {
  play: played(async ({ canvas, args, t }) => {
    const list = canvas.getByRole('list', { name: t('security:bankCards.listLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('•••• 7890');
    await userEvent.click(
      canvas.getByRole('button', { name: t('security:bankCards.deleteLabel', { card: cardName(t, fiveCards[0]!) }) }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: t('security:bankCards.add') }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  }),
};

export const Empty: Story = {
  args: { count: 0, cards: [], realName: null },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('security:bankCards.empty'));
  }),
};

export const Full: Story = {
  args: { count: 5, cards: fiveCards },
  play: played(async ({ canvas, canvasElement, t }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvasElement).toHaveTextContent(t('security:bankCards.limit', { max: 5 }));
    await expect(canvas.queryByRole('button', { name: t('security:bankCards.add') })).toBeNull();
  }),
};

export const Loading: Story = loadingStory('security:bankCards.loading', { cards: undefined });

export const LoadError: Story = loadErrorStory({ cards: undefined });

export const Adding: Story = {
  args: { add: addForm() },
  play: played(async ({ canvas, args, t }) => {
    const form = canvas.getByRole('form', { name: t('security:bankCards.addTitle') });
    await userEvent.selectOptions(within(form).getByLabelText(startingWith(t('security:bankCards.bank'))), 'GSB');
    await expect(args.add!.onChange).toHaveBeenLastCalledWith('bankCode', 'GSB');
    await expect(within(form).getByLabelText(startingWith(t('security:bankCards.field.branch')))).toBeVisible();
    await userEvent.type(within(form).getByLabelText(startingWith(t('security:bankCards.field.accountNumber'))), '123');
    await userEvent.click(within(form).getByRole('button', { name: t('security:bankCards.submitAdd') }));
    await expect(args.add!.onSubmit).toHaveBeenCalledOnce();
  }),
};

export const AddProblems: Story = {
  args: {
    add: addForm({
      values: { bankCode: 'KBANK', accountName: 'Someone Else', accountNumber: '12', branch: '', fundsPassword: '' },
      problems: {
        accountName: { kind: 'nameMismatch', realName: 'Somchai Jaidee' },
        accountNumber: { kind: 'pattern', patternId: 'digits', minLength: 10, maxLength: 10 },
        fundsPassword: { kind: 'missing' },
      },
      error: 'You can add at most 5 bank cards',
    }),
  },
  play: played(async ({ canvasElement, t }) => {
    const form = within(canvasElement).getByRole('form', { name: t('security:bankCards.addTitle') });
    await expect(within(form).getByLabelText(startingWith(t('security:bankCards.field.accountName')))).toHaveValue(
      'Someone Else',
    );
    await expect(
      within(form).getByLabelText(startingWith(t('security:bankCards.field.accountNumber'))),
    ).toHaveAccessibleDescription(fillBounds(t('register:reg_pattern_digits'), 10, 10));
    await expect(form).toHaveTextContent('You can add at most 5 bank cards');
  }),
};

export const BanksLoading: Story = {
  args: { add: addForm({ banksStatus: 'loading', banks: [] }) },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('security:bankCards.banksLoading'));
  }),
};

export const DeleteConfirm: Story = {
  args: {
    remove: {
      cardId: 1,
      method: 'fundsPassword',
      value: 'wrong1',
      onChange: fn(),
      onSubmit: fn(),
      onCancel: fn(),
      problem: { kind: 'server', message: 'Funds password is incorrect, 4 attempts left' },
    },
  },
  play: played(async ({ canvasElement, args, t }) => {
    const form = within(canvasElement).getByRole('form', {
      name: t('security:bankCards.deleteTitle', { card: cardName(t, fiveCards[0]!) }),
    });
    await expect(
      within(form).getByLabelText(startingWith(t('security:bankCards.fundsPassword'))),
    ).toHaveAccessibleDescription('Funds password is incorrect, 4 attempts left');
    await userEvent.click(within(form).getByRole('button', { name: t('security:bankCards.confirmDelete') }));
    await expect(args.remove!.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(within(form).getByRole('button', { name: t('security:bankCards.cancel') }));
    await expect(args.remove!.onCancel).toHaveBeenCalledOnce();
  }),
};

export const DeleteLocked: Story = {
  args: {
    remove: {
      cardId: 2,
      method: 'fundsPassword',
      value: '',
      onChange: fn(),
      onSubmit: fn(),
      onCancel: fn(),
      locked: true,
    },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('security:bankCards.locked'));
    await expect(canvas.getByRole('button', { name: t('security:bankCards.confirmDelete') })).toBeDisabled();
  }),
};

export const Added: Story = {
  args: { count: 3, notice: { kind: 'added', bankName: 'Kasikornbank', maskedNumber: '•••• 7890' } },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('security:bankCards.added', { bank: 'Kasikornbank', number: '•••• 7890' }),
    );
  }),
};

export const LongTextPhone: Story = {
  ...longTextPhoneStory,
  args: {
    cards: [
      {
        ...card(1, 'Bank for Agriculture and Agricultural Co-operatives', '9012'),
        accountName: 'Somchai Jaidee Wongsawat Na Ayutthaya',
        branch: 'Central World Ratchaprasong Intersection',
      },
    ],
  },
};

export const Thai: Story = thaiButtonStory('security:bankCards.add', 'เพิ่มบัตรธนาคาร');

/** With the authenticator bound the member may prove it is them by its code instead; a wrong code is told beside it. */
export const DeleteByAuthenticator: Story = {
  args: {
    remove: {
      cardId: 1,
      method: 'authenticator',
      onMethodChange: fn(),
      value: '111111',
      onChange: fn(),
      onSubmit: fn(),
      onCancel: fn(),
      problem: { kind: 'server', message: 'The authenticator code is incorrect, 4 attempts left' },
    },
  },
  play: played(async ({ canvasElement, args, t }) => {
    const form = within(canvasElement).getByRole('form', {
      name: t('security:bankCards.deleteTitle', { card: cardName(t, fiveCards[0]!) }),
    });
    const proofs = within(form).getByRole('group', { name: t('security:bankCards.proof.legend') });
    await expect(
      within(proofs).getByRole('button', { name: t('security:bankCards.proof.authenticator') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(within(form).getByRole('textbox', { name: startingWith(t('security:bankCards.code')) })).toHaveValue(
      '111111',
    );
    await expect(
      within(form).getByRole('textbox', { name: startingWith(t('security:bankCards.code')) }),
    ).toHaveAccessibleDescription('The authenticator code is incorrect, 4 attempts left');
    await userEvent.click(within(proofs).getByRole('button', { name: t('security:bankCards.proof.fundsPassword') }));
    await expect(args.remove!.onMethodChange).toHaveBeenCalledWith('fundsPassword');
  }),
};

/** A malformed code is told by the pattern rule (six digits). */
export const DeleteCodeMalformed: Story = {
  args: {
    remove: {
      cardId: 2,
      method: 'authenticator',
      onMethodChange: fn(),
      value: '12a',
      onChange: fn(),
      onSubmit: fn(),
      onCancel: fn(),
      problem: { kind: 'pattern', patternId: 'digits', minLength: 6, maxLength: 6 },
    },
  },
  play: played(async ({ canvas, t }) => {
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('security:bankCards.code')) }),
    ).toHaveAccessibleDescription(fillBounds(t('register:reg_pattern_digits'), 6, 6));
  }),
};

const wallets: BankCardItem[] = [
  { id: 11, bankName: 'TrueMoney Wallet', accountName: 'Somchai Jaidee', accountNumber: '•••• 5678' },
];
const walletTemplates: BankCardBank[] = [
  {
    code: 'TRUEMONEY',
    name: 'TrueMoney Wallet',
    fields: [
      { field: 'accountName', required: true },
      { field: 'accountNumber', required: true },
    ],
  },
];

/** The e-wallets: their own texts, the holder's name must be the real name. */
export const EWallets: Story = {
  args: {
    kind: 'eWallets',
    count: 1,
    max: 3,
    cards: wallets,
    add: addForm({ banks: walletTemplates, values: { ...addForm().values, bankCode: 'TRUEMONEY' } }),
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('list', { name: t('security:eWallets.listLabel') })).toHaveTextContent(
      'TrueMoney Wallet•••• 5678',
    );
    const form = canvas.getByRole('form', { name: t('security:eWallets.addTitle') });
    await expect(within(form).getByLabelText(startingWith(t('security:eWallets.field.accountNumber')))).toBeVisible();
    await expect(
      within(form).getByLabelText(startingWith(t('security:eWallets.field.accountName'))),
    ).toHaveAccessibleDescription(t('security:bankCards.realName', { name: 'Somchai Jaidee' }));
    await expect(within(form).getByRole('button', { name: t('security:eWallets.submitAdd') })).toBeVisible();
  }),
};

const tron: BankCardBank = {
  code: 'USDT_TRC20',
  name: 'USDT (TRC20)',
  fields: [{ field: 'accountNumber', required: true }],
};

/** A crypto address of the wrong format for its network: the network is named beside the field, the text kept. */
export const CryptoAddressInvalid: Story = {
  args: {
    kind: 'cryptoAddresses',
    count: 0,
    max: 3,
    cards: [],
    add: addForm({
      banks: [tron],
      values: { ...addForm().values, bankCode: 'USDT_TRC20', accountNumber: '0x5290840009852788' },
      problems: { accountNumber: { kind: 'pattern', patternId: 'alphanumeric', minLength: 34, maxLength: 34 } },
    }),
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('security:cryptoAddresses.empty'))).toBeVisible();
    const address = canvas.getByLabelText(startingWith(t('security:cryptoAddresses.field.accountNumber')));
    await expect(address).toHaveValue('0x5290840009852788');
    await expect(address).toHaveAccessibleDescription(
      t('security:cryptoAddresses.invalidAddress', { network: 'USDT (TRC20)' }),
    );
    // No holder's name for an address.
    await expect(canvas.queryByLabelText(startingWith(t('security:cryptoAddresses.field.accountName')))).toBeNull();
  }),
};

/** The crypto addresses at their limit, an address listed without a holder. */
export const CryptoAddressesFull: Story = {
  args: {
    kind: 'cryptoAddresses',
    count: 3,
    max: 3,
    cards: [1, 2, 3].map((id) => ({ id, bankName: 'USDT (TRC20)', accountName: '', accountNumber: `•••• bLS${id}` })),
  },
  play: played(async ({ canvas, canvasElement, t }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvasElement).toHaveTextContent(t('security:cryptoAddresses.limit', { max: 3 }));
  }),
};

export const ThaiEWallets: Story = {
  ...thaiButtonStory('security:eWallets.add', 'เพิ่มอีวอลเล็ต'),
  args: { kind: 'eWallets', count: 1, max: 3, cards: wallets },
};
