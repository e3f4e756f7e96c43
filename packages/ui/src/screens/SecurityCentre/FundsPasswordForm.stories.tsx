import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { choice } from '../../private/storyControls';
import type { storyText } from '../../private/storyText';
import { played, startingWith } from '../../private/storyText';
import { withHeldValues, longTextPhoneStory, thaiButtonStory } from '../../private/storyStates';
import { FundsPasswordForm, fundsPasswordFormModes, type FundsPasswordFormValues } from './FundsPasswordForm';

const empty: FundsPasswordFormValues = {
  oldPassword: '',
  password: '',
  confirmPassword: '',
  answer: '',
  questionId: '',
  fundsPassword: '',
};

const questions = [
  { id: 1, question: "What is your mother's maiden name?" },
  { id: 2, question: 'What was the name of your first pet?' },
];

const Controlled = withHeldValues(FundsPasswordForm);

const meta = {
  title: 'Screens/SecurityCentre/FundsPasswordForm',
  component: FundsPasswordForm,
  render: (args) => <Controlled {...args} />,
  argTypes: { mode: choice(fundsPasswordFormModes) },
  args: {
    expanded: true,
    hasPassword: false,
    questionSet: false,
    mode: 'set',
    modes: ['set'],
    questions,
    values: empty,
    onChange: fn(),
    onModeChange: fn(),
    onSubmit: fn(),
    onRetryQuestions: fn(),
    onDismissNotice: fn(),
  },
} satisfies Meta<typeof FundsPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type T = ReturnType<typeof storyText>;
const field = (canvasElement: HTMLElement, t: T, key: string) =>
  // inputs only: the section is named after its title, "Funds password", too
  within(canvasElement).getByLabelText(startingWith(t(`security:fundsPassword.${key}`)), { selector: 'input' });

/** The question picker (the form is named after its mode, "Security question", too). */
const question = (canvasElement: HTMLElement, t: T) =>
  within(canvasElement).getByRole('combobox', { name: startingWith(t('security:fundsPassword.question')) });

export const SetFirst: Story = {
  play: played(async ({ canvas, canvasElement, args, t }) => {
    await expect(canvas.queryByRole('group', { name: t('security:fundsPassword.modes') })).toBeNull();
    await userEvent.type(field(canvasElement, t, 'password'), 'Funds123');
    await userEvent.type(field(canvasElement, t, 'confirmPassword'), 'Funds123');
    await expect(args.onChange).toHaveBeenLastCalledWith('confirmPassword', 'Funds123');
    await userEvent.click(canvas.getByRole('button', { name: t('security:fundsPassword.submit.set') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  }),
};

export const Change: Story = {
  args: { hasPassword: true, questionSet: true, mode: 'change', modes: ['change', 'reset', 'question'] },
  play: played(async ({ canvas, canvasElement, args, t }) => {
    await expect(field(canvasElement, t, 'oldPassword')).toBeVisible();
    const modes = canvas.getByRole('group', { name: t('security:fundsPassword.modes') });
    await expect(within(modes).getByRole('button', { name: t('security:fundsPassword.mode.change') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(modes).getByRole('button', { name: t('security:fundsPassword.mode.reset') }));
    await expect(args.onModeChange).toHaveBeenCalledWith('reset');
  }),
};

export const ResetWithQuestion: Story = {
  args: {
    hasPassword: true,
    questionSet: true,
    mode: 'reset',
    modes: ['change', 'reset', 'question'],
    chosenQuestionId: 2,
  },
  play: played(async ({ canvasElement, t }) => {
    await expect(canvasElement).toHaveTextContent(questions[1]!.question);
    await expect(field(canvasElement, t, 'answer')).toBeVisible();
  }),
};

export const ChooseQuestion: Story = {
  args: { hasPassword: true, mode: 'question', modes: ['change', 'question'] },
  play: played(async ({ canvasElement, args, t }) => {
    await userEvent.selectOptions(question(canvasElement, t), '2');
    await expect(args.onChange).toHaveBeenLastCalledWith('questionId', '2');
    await expect(field(canvasElement, t, 'fundsPassword')).toBeVisible();
  }),
};

export const QuestionsLoading: Story = {
  args: { hasPassword: true, mode: 'question', modes: ['change', 'question'], questionsStatus: 'loading' },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('security:fundsPassword.questionsLoading'),
    );
  }),
};

export const QuestionsError: Story = {
  args: {
    hasPassword: true,
    mode: 'question',
    modes: ['change', 'question'],
    questionsStatus: 'error',
    questionsError: 'Network error',
  },
  play: played(async ({ canvasElement, args, t }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('content:state.retry') }));
    await expect(args.onRetryQuestions).toHaveBeenCalledOnce();
  }),
};

export const Problems: Story = {
  args: {
    hasPassword: true,
    mode: 'change',
    modes: ['change', 'question'],
    values: { ...empty, oldPassword: 'wrong1', password: '123', confirmPassword: '124' },
    problems: {
      oldPassword: { kind: 'server', message: 'Funds password is incorrect, 4 attempts left' },
      password: { kind: 'length', min: 6, max: 20 },
      confirmPassword: { kind: 'mismatch' },
    },
  },
  play: played(async ({ canvasElement, t }) => {
    await expect(field(canvasElement, t, 'oldPassword')).toHaveAccessibleDescription(
      'Funds password is incorrect, 4 attempts left',
    );
    await expect(field(canvasElement, t, 'password')).toHaveAccessibleDescription(
      startingWith(t('security:fundsPassword.problem.length', { min: 6, max: 20 })),
    );
    await expect(field(canvasElement, t, 'confirmPassword')).toHaveAccessibleDescription(
      t('security:fundsPassword.problem.mismatch'),
    );
  }),
};

export const MissingQuestion: Story = {
  args: {
    hasPassword: true,
    mode: 'question',
    modes: ['change', 'question'],
    problems: { questionId: { kind: 'missing' }, answer: { kind: 'missing' }, fundsPassword: { kind: 'missing' } },
  },
  play: played(async ({ canvasElement, t }) => {
    await expect(question(canvasElement, t)).toHaveAccessibleDescription(
      t('security:fundsPassword.problem.chooseQuestion'),
    );
  }),
};

export const Locked: Story = {
  args: { hasPassword: true, mode: 'change', modes: ['change'], locked: true },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('security:fundsPassword.locked'));
    await expect(canvas.getByRole('button', { name: t('security:fundsPassword.submit.change') })).toBeDisabled();
  }),
};

export const SetDone: Story = {
  args: { hasPassword: true, mode: 'question', modes: ['change', 'question'], notice: { kind: 'done', what: 'set' } },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('security:fundsPassword.done.set'));
  }),
};

export const Failed: Story = {
  args: { notice: { kind: 'failed', message: 'The funds password is already set' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The funds password is already set');
  },
};

export const LongTextPhone: Story = {
  ...longTextPhoneStory,
  args: {
    hasPassword: true,
    questionSet: true,
    mode: 'reset',
    modes: ['change', 'reset', 'question'],
    chosenQuestionId: 9,
    questions: [
      { id: 9, question: 'What was the full name of the street where you lived when you were ten years old?' },
    ],
  },
};

export const Thai: Story = thaiButtonStory('security:fundsPassword.submit.set', 'ตั้งรหัสผ่านการเงิน');
