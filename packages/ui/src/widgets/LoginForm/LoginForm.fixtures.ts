import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginProblems, mobileNumberProblem, type LoginField, type LoginProblem, type LoginProblems } from '@wl/rules';
import { expect, fn, type within } from 'storybook/test';
import { demoCaptchaPng } from '../CaptchaField/CaptchaField.fixtures';
import { containing } from '../../private/storyText';
import { emptyLoginValues, type LoginErrors, type LoginFormProps } from './LoginForm';

/** Story data: a second 80×30 captcha picture (reading "3916"), what a refresh brings. */
export const otherCaptchaPng =
  'iVBORw0KGgoAAAANSUhEUgAAAFAAAAAeCAMAAACMnWmDAAAACVBMVEX18OYoMlqqoMi74EXUAAAAqUlEQVR42u2USRYDIQgFSd3/0Bk6bRw+Q9K7PP9KBAvBwWxr64pup7o5DnUh/voxVAKb+xwEwAGlgYPNChR+p3CZAJv70fuxHMi0YwIglgN5j+Ydq1oonDK2AFuOpZbCtcEE0DEmHrVTbm2M761I8GmyWFACTsRnAHYJOBIfAeh7KQ3k4yHI6Pf0qEW/Rn4E4j5vyE+52WQ9VB9V3PSXEmDtf/zGv/W/ugMuPAIADdu8MwAAAABJRU5ErkJggg==';

/** Story data: after a refused login whose answer carried a captcha, the server's `error` and the username kept. */
export const refusedWithCaptcha = (error: string) => ({
  error,
  captchaImage: demoCaptchaPng,
  onRefreshCaptcha: fn(),
  values: { ...emptyLoginValues, username: 'somchai88' },
});

/** Story assertion: after `refusedWithCaptcha`, its `message` shows in an alert, and the captcha to type shows. */
export async function expectRefusedWithCaptcha(
  queries: ReturnType<typeof within>,
  t: (key: string) => string,
  message: string,
) {
  await expect(queries.getByRole('alert')).toHaveTextContent(message);
  await expect(queries.getByRole('textbox', { name: containing(t('register:fields.captcha.label')) })).toBeVisible();
}

/** The messages the site shows for the login rule's problems (`account` namespace). */
const messageKeys: Record<LoginField, Partial<Record<LoginProblem['kind'], string>>> = {
  username: { missing: 'validation.usernameRequired' },
  password: { missing: 'validation.passwordRequired' },
  captcha: { missing: 'validation.captchaRequired' },
  mobileNum: { missing: 'validation.mobileRequired', invalid: 'validation.mobileInvalid' },
  verificationCode: { missing: 'validation.smsCodeRequired' },
};

const without = (problems: LoginProblems, field: string): LoginProblems =>
  Object.fromEntries(Object.entries(problems).filter(([name]) => name !== field));

/**
 * Story helper: plays the site and the login flow around the controlled form. It holds what was typed, checks a
 * submit (and a get-code press) with the login rule of @wl/rules, shows the problems as the site's messages (in the
 * story's language), clears a field's message when it is edited, and brings a new captcha picture on a refresh
 * (which clears only the captcha typed). The story's spies see every change; `onSubmit`, `smsLogin.onSubmit` and
 * `smsLogin.onSendSms` stand for the flow going on to the server, so they are called only when the rule finds nothing.
 */
export function useStoryLoginState(props: LoginFormProps): LoginFormProps {
  const { t } = useTranslation('account');
  const [values, setValues] = useState(props.values);
  const [problems, setProblems] = useState<LoginProblems>({});
  const [captchaImage, setCaptchaImage] = useState(props.captchaImage);
  // As the site does: a new picture means a new code, so what was typed for the old one goes (and nothing else).
  const [shownCaptcha, setShownCaptcha] = useState(captchaImage);
  if (captchaImage !== shownCaptcha) {
    setShownCaptcha(captchaImage);
    setValues((current) => ({ ...current, captcha: '' }));
  }

  const errors: LoginErrors = { ...props.errors };
  for (const [field, problem] of Object.entries(problems) as [LoginField, LoginProblem][]) {
    const key = messageKeys[field][problem.kind];
    if (key) errors[field] = t(key);
  }
  /** Keeps the problems found; goes on only without any. */
  const check = (found: LoginProblems, goOn: () => void) => {
    setProblems(found);
    if (Object.keys(found).length === 0) goOn();
  };
  const { smsLogin } = props;

  return {
    ...props,
    values,
    errors,
    captchaImage,
    onChange: (field, value) => {
      props.onChange(field, value);
      setValues((current) => ({ ...current, [field]: value }));
      setProblems((current) => (field in current ? without(current, field) : current));
    },
    onSubmit: () =>
      check(
        loginProblems(
          { type: 'username', username: values.username, password: values.password, captcha: values.captcha },
          { captchaShown: Boolean(captchaImage) },
        ),
        props.onSubmit,
      ),
    onRefreshCaptcha: props.onRefreshCaptcha
      ? () => {
          props.onRefreshCaptcha?.();
          setCaptchaImage((current) => (current === otherCaptchaPng ? props.captchaImage : otherCaptchaPng));
        }
      : undefined,
    onLoginTypeChange: (type) => {
      setProblems({});
      props.onLoginTypeChange?.(type);
    },
    smsLogin: smsLogin && {
      ...smsLogin,
      onSubmit: () =>
        check(
          loginProblems({ type: 'sms', mobileNum: values.mobileNum, verificationCode: values.verificationCode }),
          smsLogin.onSubmit,
        ),
      onSendSms: () => {
        const problem = mobileNumberProblem(values.mobileNum);
        setProblems((current) => (problem ? { ...current, mobileNum: problem } : without(current, 'mobileNum')));
        if (!problem) smsLogin.onSendSms();
      },
    },
  };
}
