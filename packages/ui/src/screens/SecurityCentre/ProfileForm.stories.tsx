import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { storyText } from '../../private/storyText';
import { played, startingWith } from '../../private/storyText';
import {
  loadErrorStory,
  loadingStory,
  useHeldFlag,
  useHeldValues,
  longTextPhoneStory,
  thaiButtonStory,
} from '../../private/storyStates';
import { ProfileForm, type ProfileFormProps, type ProfileFormValues } from './ProfileForm';

const filled: ProfileFormValues = {
  nickname: 'Demo Player',
  realName: 'Demo Player',
  birthday: '1990-05-17',
  address: '99 Sukhumvit Road, Khlong Toei, Bangkok 10110',
  nationality: 'TH',
  occupation: 'Engineer',
  incomeSource: 'SALARY',
  telegram: 'demoplayer',
};

/** The form with its values held as the site holds them, so typing shows. */
function Controlled(props: ProfileFormProps) {
  const [values, onChange] = useHeldValues(props.values, props.onChange);
  const [expanded, onExpandedChange] = useHeldFlag(props.expanded, props.onExpandedChange);
  return (
    <ProfileForm
      {...props}
      values={values}
      onChange={onChange}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
    />
  );
}

const meta = {
  title: 'Screens/SecurityCentre/ProfileForm',
  component: ProfileForm,
  render: (args) => <Controlled {...args} />,
  args: {
    expanded: true,
    complete: true,
    status: 'ready',
    realNameEditable: false,
    values: filled,
    onChange: fn(),
    onExpandedChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onDismissNotice: fn(),
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type T = ReturnType<typeof storyText>;
const field = (canvasElement: HTMLElement, t: T, key: string) =>
  within(canvasElement).getByLabelText(startingWith(t(`security:profile.${key}`)));

export const Default: Story = {
  play: played(async ({ canvas, canvasElement, args, t }) => {
    await expect(field(canvasElement, t, 'realName')).toHaveAttribute('readonly');
    const nickname = field(canvasElement, t, 'nickname');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Lucky');
    await expect(args.onChange).toHaveBeenLastCalledWith('nickname', 'Lucky');
    await userEvent.selectOptions(field(canvasElement, t, 'incomeSource'), 'PENSION');
    await expect(args.onChange).toHaveBeenLastCalledWith('incomeSource', 'PENSION');
    await userEvent.click(canvas.getByRole('button', { name: t('security:profile.save') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  }),
};

export const Collapsed: Story = {
  args: { expanded: false },
  play: played(async ({ canvasElement, args, t }) => {
    const toggle = within(canvasElement).getByRole('button', { name: startingWith(t('security:profile.title')) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }),
};

export const Empty: Story = {
  args: {
    complete: false,
    realNameEditable: true,
    values: {
      ...filled,
      realName: '',
      birthday: '',
      address: '',
      nationality: '',
      occupation: '',
      incomeSource: '',
      telegram: '',
    },
  },
  play: played(async ({ canvasElement, t }) => {
    await expect(field(canvasElement, t, 'realName')).not.toHaveAttribute('readonly');
    await expect(field(canvasElement, t, 'realName')).toHaveAccessibleDescription(t('security:profile.realNameHint'));
  }),
};

export const Problems: Story = {
  args: {
    realNameEditable: true,
    values: { ...filled, nickname: '', realName: 'Som chai2', birthday: '2010-01-01', telegram: '@ab' },
    problems: {
      nickname: { kind: 'missing' },
      realName: { kind: 'format' },
      birthday: { kind: 'tooYoung', age: 18 },
      address: { kind: 'length', min: 5, max: 200 },
      occupation: { kind: 'server', message: 'occupation: must NOT have more than 50 characters' },
      telegram: { kind: 'format' },
    },
  },
  play: played(async ({ canvasElement, t }) => {
    const described = (key: string, text: string) =>
      expect(field(canvasElement, t, key)).toHaveAccessibleDescription(startingWith(text));
    await described('nickname', t('security:profile.problem.missing'));
    await described('realName', t('security:profile.format.realName'));
    await described('birthday', t('security:profile.problem.tooYoung', { age: 18 }));
    await described('address', t('security:profile.problem.length', { min: 5, max: 200 }));
    await described('occupation', 'occupation: must NOT have more than 50 characters');
    await described('telegram', t('security:profile.format.telegram'));
    await expect(field(canvasElement, t, 'birthday')).toHaveValue('2010-01-01');
  }),
};

export const NotADate: Story = {
  args: { values: { ...filled, birthday: '1990-02-30' }, problems: { birthday: { kind: 'notADate' } } },
  play: played(async ({ canvasElement, t }) => {
    await expect(field(canvasElement, t, 'birthday')).toHaveAccessibleDescription(
      startingWith(t('security:profile.problem.notADate')),
    );
  }),
};

export const Saved: Story = {
  args: { notice: { kind: 'saved' } },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('security:profile.saved'));
  }),
};

export const SaveFailed: Story = {
  args: { notice: { kind: 'failed', message: 'Network error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Network error');
  },
};

export const Loading: Story = loadingStory('security:profile.loading');

export const LoadError: Story = loadErrorStory();

export const LongTextPhone: Story = {
  ...longTextPhoneStory,
  args: {
    values: {
      ...filled,
      address: 'Room 4501, 45th floor, A Very Long Building Name Tower, 1234/567 Soi Sukhumvit 101/1, Bang Na, Bangkok',
      occupation: 'Senior principal staff software reliability engineer',
    },
  },
};

export const Thai: Story = thaiButtonStory('security:profile.save', 'บันทึกข้อมูลส่วนตัว');
