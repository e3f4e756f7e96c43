import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GAME_CATEGORIES, type GameCategory } from '@wl/rules';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { loadErrorStory, loadingStory } from '../../private/storyStates';
import { containing, played, startingWith } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import {
  RegisterCentre,
  type AffiliateLinkItem,
  type DownlineFormValues,
  type LinkFormValues,
  type RegisterCentreProps,
} from './RegisterCentre';

const zero = Object.fromEntries(GAME_CATEGORIES.map((category) => [category, '0'])) as Record<GameCategory, string>;
const ownRates = [
  { category: 'SPORTS' as const, rate: 1.5 },
  { category: 'LIVE' as const, rate: 1 },
  { category: 'RNG' as const, rate: 0.8 },
];
const link = (index: number, patch: Partial<AffiliateLinkItem> = {}): AffiliateLinkItem => ({
  code: `K7P${String(index).padStart(2, '0')}XQZ`,
  accountType: index % 2 === 0 ? 'member' : 'agent',
  rates: [
    { category: 'SPORTS', rate: 1 },
    { category: 'LIVE', rate: 0 },
  ],
  remark: index === 0 ? 'Facebook group of the Bangkok football fans, weekend promotion' : '',
  registrations: index * 3,
  createdAt: '2026-12-01T05:00:00Z',
  ...patch,
});
const downlineValues: DownlineFormValues = {
  username: '',
  password: '',
  confirmPassword: '',
  accountType: 'member',
  rates: zero,
};
const linkValues: LinkFormValues = { accountType: 'member', remark: '', rates: zero };

/** The forms' values held as the site holds them. */
function Held(props: RegisterCentreProps) {
  const [downline, setDownline] = useState(props.downline.values);
  const [linkForm, setLinkForm] = useState(props.linkForm.values);
  const update = <V extends { rates: Record<GameCategory, string> }>(values: V, field: string, value: string): V =>
    (GAME_CATEGORIES as readonly string[]).includes(field)
      ? { ...values, rates: { ...values.rates, [field]: value } }
      : { ...values, [field]: value };
  return (
    <RegisterCentre
      {...props}
      downline={{
        ...props.downline,
        values: downline,
        onChange: (field, value) => {
          setDownline((current) => update(current, field, value));
          props.downline.onChange(field, value);
        },
      }}
      linkForm={{
        ...props.linkForm,
        values: linkForm,
        onChange: (field, value) => {
          setLinkForm((current) => update(current, field, value));
          props.linkForm.onChange(field, value);
        },
      }}
    />
  );
}

const meta = {
  title: 'Screens/RegisterCentre',
  component: RegisterCentre,
  render: (props: RegisterCentreProps) => <Held {...props} />,
  args: {
    status: 'ready',
    ownRates,
    downline: { values: downlineValues, onChange: fn(), onSubmit: fn(), onDismissNotice: fn() },
    linkForm: { values: linkValues, onChange: fn(), onSubmit: fn(), onDismissNotice: fn() },
    links: { status: 'ready', data: { list: [link(0), link(1)], max: 20 } },
    addressOf: (code: string) => `https://siam.example/register?referralCode=${code}`,
    onCopyLink: fn(),
    onDeleteLink: fn(),
    onRetry: fn(),
    timeZone: 'Asia/Bangkok',
  },
} satisfies Meta<typeof RegisterCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, args, t }) => {
    const form = within(canvas.getByRole('region', { name: t('agentTeam:register.title') }));
    await userEvent.type(
      form.getByRole('textbox', { name: startingWith(t('agentTeam:register.username')) }),
      'newdownline',
    );
    await expect(args.downline.onChange).toHaveBeenLastCalledWith('username', 'newdownline');
    await userEvent.click(form.getByRole('button', { name: t('agentTeam:accountType.agent') }));
    await expect(args.downline.onChange).toHaveBeenLastCalledWith('accountType', 'agent');
    // each rate shows its most, the agent's own
    await expect(form.getByText(t('agentTeam:rates.max', { max: '1.5%' }))).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: t('agentTeam:register.submit') }));
    await expect(args.downline.onSubmit).toHaveBeenCalledOnce();
  }),
};

export const Problems: Story = {
  args: {
    downline: {
      values: { ...downlineValues, username: 'ab', rates: { ...zero, SPORTS: '2' } },
      errors: { username: 'Username must be 4 - 12 letters or digits', SPORTS: 'At most 1.5%, your own rate' },
      onChange: fn(),
      onSubmit: fn(),
    },
  },
  play: played(async ({ canvas }) => {
    // what was typed stays beside its message
    await expect(canvas.getByDisplayValue('ab')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('At most 1.5%, your own rate')).toBeVisible();
  }),
};

export const ServerRefused: Story = {
  args: {
    downline: {
      values: { ...downlineValues, username: 'takenname' },
      notice: { kind: 'failed', message: 'This username is already taken. Choose another.' },
      onChange: fn(),
      onSubmit: fn(),
      onDismissNotice: fn(),
    },
  },
  play: played(async ({ canvas, t }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('agentTeam:register.failedTitle'));
    await expect(alert).toHaveTextContent('This username is already taken');
    await expect(canvas.getByDisplayValue('takenname')).toBeVisible();
  }),
};

export const Registered: Story = {
  args: {
    downline: {
      values: downlineValues,
      notice: { kind: 'registered', account: 'newdownline' },
      onChange: fn(),
      onSubmit: fn(),
      onDismissNotice: fn(),
    },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('agentTeam:register.registered', { account: 'newdownline' }))).toBeVisible();
  }),
};

export const Links: Story = {
  play: played(async ({ canvas, args, t }) => {
    const list = within(canvas.getByRole('list', { name: t('agentTeam:links.listTitle') }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText('https://siam.example/register?referralCode=K7P00XQZ')).toBeVisible();
    await userEvent.click(list.getAllByRole('button', { name: t('agentTeam:links.copy') })[0]!);
    await expect(args.onCopyLink).toHaveBeenCalledWith('K7P00XQZ');
    await userEvent.click(list.getAllByRole('button', { name: t('agentTeam:links.showQr') })[0]!);
    await expect(list.getByRole('img', { name: t('agentTeam:links.qr', { code: 'K7P00XQZ' }) })).toBeVisible();
    // deleting asks first
    await userEvent.click(list.getAllByRole('button', { name: t('agentTeam:links.delete') })[0]!);
    await expect(args.onDeleteLink).not.toHaveBeenCalled();
    await userEvent.click(list.getByRole('button', { name: t('agentTeam:links.confirmDelete') }));
    await expect(args.onDeleteLink).toHaveBeenCalledWith('K7P00XQZ');
    // a new link
    const section = within(canvas.getByRole('region', { name: t('agentTeam:links.title') }));
    await userEvent.type(section.getByRole('textbox', { name: startingWith(t('agentTeam:links.remark')) }), 'Line');
    await userEvent.click(section.getByRole('button', { name: t('agentTeam:links.create') }));
    await expect(args.linkForm.onSubmit).toHaveBeenCalledOnce();
  }),
};

export const Copied: Story = {
  args: { copied: { code: 'K7P01XQZ', state: 'copied' } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('agentTeam:links.copied'))).toBeVisible();
  }),
};

export const AtTheLimit: Story = {
  args: {
    links: { status: 'ready', data: { list: Array.from({ length: 20 }, (_, index) => link(index)), max: 20 } },
  },
  play: played(async ({ canvas, args, t }) => {
    const create = canvas.getByRole('button', { name: t('agentTeam:links.create') });
    await expect(create).toBeDisabled();
    await expect(canvas.getByText(containing(t('agentTeam:links.full')))).toBeVisible();
    await expect(args.linkForm.onSubmit).not.toHaveBeenCalled();
  }),
};

export const NoLinks: Story = {
  args: { links: { status: 'ready', data: { list: [], max: 20 } } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('agentTeam:links.empty'))).toBeVisible();
  }),
};

export const LinksLoadError: Story = {
  args: { links: { status: 'error', message: 'Network error', onRetry: fn() } },
  play: played(async ({ canvas, args, t }) => {
    const alert = canvas.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('content:state.retry') }));
    const links = args.links as { onRetry: () => void };
    await expect(links.onRetry).toHaveBeenCalledOnce();
  }),
};

export const Loading: Story = loadingStory('agentTeam:register.loading');

export const LoadError: Story = loadErrorStory();

export const ThaiPhone: Story = {
  ...thaiPhone360,
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'สร้างลิงก์' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'แสดงคิวอาร์โค้ด' })[0]!);
    await expectPhoneFit();
  }),
};

export const WidePhoneLongRemark: Story = {
  ...phone360,
  args: { links: { status: 'ready', data: { list: [link(0, { code: 'ABCDEFGHJKMNPQRS' })], max: 20 } } },
  play: played(async () => {
    await expectPhoneFit();
  }),
};
