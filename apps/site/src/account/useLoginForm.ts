import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { LoginField, LoginProblem, LoginVerificationMachine } from '@wl/flows';
import { emptyLoginValues, resolveCountry, type LoginErrors, type LoginFormProps, type LoginValues } from '@wl/ui';
import type { RegisterSettings } from '@wl/api';
import { useFeatures, usePermission } from '../boot/Boot';
import { flagUrl } from '../assets';
import { translateMessage } from '../errors';
import { useCaptchaImage, useSmsButton } from './children';
import { overlays } from '../overlays/overlays';
import { siteLoginMachine } from './machines';
import { readRemembered } from './remember';

/** The message of each problem the login rule reports (spec §5 Login), in the `account` namespace. */
const messageKeys: Record<LoginField, Partial<Record<LoginProblem['kind'], string>>> = {
  username: { missing: 'validation.usernameRequired' },
  password: { missing: 'validation.passwordRequired' },
  captcha: { missing: 'validation.captchaRequired' },
  mobileNum: { missing: 'validation.mobileRequired', invalid: 'validation.mobileInvalid' },
  verificationCode: { missing: 'validation.smsCodeRequired' },
};

const isLoginField = (field: keyof LoginValues): field is LoginField => field in messageKeys;

/**
 * The login form wired to the login machine: username or SMS login, captcha after failures, free play, remember-me.
 * This hook holds what was typed (pre-filled by remember-me) so it survives every error, a language switch and a
 * new captcha picture (which clears only the captcha typed); the machine checks each submit with the login rule and
 * keeps the problems, shown here as messages. Ends by closing the popup, or by opening the forced password change
 * (spec §4 Login flow).
 */
export function useLoginForm(settings: RegisterSettings | null): {
  props: LoginFormProps;
  smsError: string | null;
  dismissSmsError: () => void;
  /** While a login from a new IP is verified (spec §4): the verification flow. */
  verification: ActorRefFrom<LoginVerificationMachine> | undefined;
} {
  const { t } = useTranslation('account');
  const permission = usePermission();
  const features = useFeatures();
  const remembered = useMemo(() => readRemembered(), []);
  const [snapshot, send] = useMachine(siteLoginMachine, {
    input: {
      username: remembered?.username,
      mobileNum: remembered?.mobileNum,
      countryDialingCode: remembered?.countryDialingCode,
      remember: remembered !== null,
      mobileCodeLogin: features.mobileCodeLogin,
      forcePasswordChangeOnExpiry: features.forcedPasswordChange,
    },
  });
  const { context } = snapshot;
  const [values, setValues] = useState<LoginValues>(() => {
    const dialingCode = remembered?.countryDialingCode || settings?.defaultCountryDialingCode || '';
    return {
      ...emptyLoginValues,
      username: remembered?.username ?? '',
      rememberMe: remembered !== null,
      mobileNum: remembered?.mobileNum ?? '',
      // the code the picker shows: the remembered or the merchant's, else the visitor's country
      countryDialingCode:
        resolveCountry(settings?.countries ?? [], dialingCode, permission.location?.countryCode)?.countryDialingCode ??
        dialingCode,
    };
  });
  const sms = useSmsButton(snapshot.children.sms);
  const captcha = useCaptchaImage(snapshot.children.captcha);
  const captchaImage = context.captchaRequired ? captcha.captchaImage : null;

  // A new picture means a new code: what was typed for the old one is wrong now (and nothing else is).
  const [shownCaptcha, setShownCaptcha] = useState(captchaImage);
  if (captchaImage !== shownCaptcha) {
    setShownCaptcha(captchaImage);
    setValues((current) => ({ ...current, captcha: '' }));
  }

  const output = snapshot.status === 'done' ? snapshot.output : undefined;
  useEffect(() => {
    if (!output) return;
    if (output.status === 'passwordChangeRequired') {
      overlays.open({ kind: 'passwordChange', reason: output.reason, username: output.username });
    } else {
      overlays.close();
    }
  }, [output]);

  const errors: LoginErrors = {};
  for (const [field, problem] of Object.entries(context.problems) as [LoginField, LoginProblem][]) {
    const key = messageKeys[field][problem.kind];
    if (key) errors[field] = t(key);
  }

  const busy = !snapshot.matches('idle') && snapshot.status !== 'done';
  const props: LoginFormProps = {
    values,
    onChange: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (isLoginField(field)) send({ type: 'field.change', field });
    },
    errors,
    onSubmit: () =>
      send({
        type: 'user.submit',
        username: values.username,
        password: values.password,
        captcha: values.captcha,
        remember: values.rememberMe,
      }),
    submitting: busy && !snapshot.matches('freePlay'),
    error: translateMessage(context.error),
    captchaImage,
    captchaRefreshing: captcha.captchaRefreshing,
    onRefreshCaptcha: () => send({ type: 'captcha.refresh' }),
    showRememberMe: true,
    defaultLoginType: context.loginType,
    onLoginTypeChange: (loginType) => send({ type: 'loginType.change', loginType }),
    onForgotPassword: () => overlays.open({ kind: 'forgotPassword' }),
    ...(features.freePlay
      ? { onFreePlay: () => send({ type: 'user.freePlay' }), freePlayLoading: snapshot.matches('freePlay') }
      : {}),
    ...(context.mobileCodeLogin
      ? {
          smsLogin: {
            onSubmit: () =>
              send({
                type: 'user.submitSms',
                mobileNum: values.mobileNum,
                countryDialingCode: values.countryDialingCode,
                verificationCode: values.verificationCode,
                remember: values.rememberMe,
              }),
            onSendSms: () =>
              send({ type: 'sms.send', mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode }),
            smsState: sms.smsState,
            smsSecondsLeft: sms.smsSecondsLeft,
            countries: settings?.countries,
            flagUrl: flagUrl(permission),
            defaultCountry: permission.location?.countryCode,
          },
        }
      : {}),
  };
  return {
    props,
    smsError: sms.smsError,
    dismissSmsError: sms.dismissSmsError,
    verification: snapshot.children.verification,
  };
}
