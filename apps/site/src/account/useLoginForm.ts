import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import type { LoginFormProps } from '@wl/ui';
import type { RegisterSettings } from '@wl/api';
import { usePermission } from '../boot/Boot';
import { flagUrl } from '../assets';
import { translateMessage } from '../errors';
import { useCaptchaImage, useSmsButton } from './children';
import { overlays } from '../overlays/overlays';
import { siteLoginMachine } from './machines';
import { readRemembered } from './remember';

/**
 * The login form wired to the login machine: username or SMS login, captcha after failures, free play, remember-me.
 * Ends by closing the popup, or by opening the forced password change (spec §4 Login flow).
 */
export function useLoginForm(settings: RegisterSettings | null): {
  props: LoginFormProps;
  smsError: string | null;
  dismissSmsError: () => void;
} {
  const permission = usePermission();
  const remembered = useMemo(() => readRemembered(), []);
  const [snapshot, send] = useMachine(siteLoginMachine, {
    input: {
      username: remembered?.username,
      mobileNum: remembered?.mobileNum,
      countryDialingCode: remembered?.countryDialingCode,
      remember: remembered !== null,
      mobileCodeLogin: settings?.mobileCodeLogin ?? permission.whitelabel.mobileCodeLogin === true,
      forcePasswordChangeOnExpiry:
        settings?.forcedPasswordChange ?? permission.whitelabel.forcedPasswordChange === true,
    },
  });
  const { context } = snapshot;
  const sms = useSmsButton(snapshot.children.sms);
  const captcha = useCaptchaImage(snapshot.children.captcha);

  const output = snapshot.status === 'done' ? snapshot.output : undefined;
  useEffect(() => {
    if (!output) return;
    if (output.status === 'passwordChangeRequired') {
      overlays.open({ kind: 'passwordChange', reason: output.reason, username: output.username });
    } else {
      overlays.close();
    }
  }, [output]);

  const busy = !snapshot.matches('idle') && snapshot.status !== 'done';
  const props: LoginFormProps = {
    onSubmit: ({ rememberMe, ...values }) => send({ type: 'user.submit', ...values, remember: rememberMe }),
    submitting: busy && !snapshot.matches('freePlay'),
    error: translateMessage(context.error),
    captchaImage: context.captchaRequired ? captcha.captchaImage : null,
    captchaRefreshing: captcha.captchaRefreshing,
    onRefreshCaptcha: () => send({ type: 'captcha.refresh' }),
    defaultUsername: context.username,
    showRememberMe: true,
    defaultRememberMe: context.remember,
    defaultLoginType: context.loginType,
    onLoginTypeChange: (loginType) => send({ type: 'loginType.change', loginType }),
    onForgotPassword: () => overlays.open({ kind: 'forgotPassword' }),
    ...(permission.whitelabel.freePlay
      ? { onFreePlay: () => send({ type: 'user.freePlay' }), freePlayLoading: snapshot.matches('freePlay') }
      : {}),
    ...(context.mobileCodeLogin
      ? {
          smsLogin: {
            onSubmit: ({ rememberMe, captcha: _captcha, ...values }) =>
              send({ type: 'user.submitSms', ...values, remember: rememberMe }),
            onSendSms: (mobile) => send({ type: 'sms.send', ...mobile }),
            smsState: sms.smsState,
            smsSecondsLeft: sms.smsSecondsLeft,
            countries: settings?.countries,
            flagUrl: flagUrl(permission),
            defaultCountry: permission.location?.countryCode,
            defaultCountryDialingCode: context.countryDialingCode || settings?.defaultCountryDialingCode,
            defaultMobile: context.mobileNum,
          },
        }
      : {}),
  };
  return { props, smsError: sms.smsError, dismissSmsError: sms.dismissSmsError };
}
