import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { merchant } from '@merchant/config';
import type { RegisterSettings } from '@wl/api';
import {
  asksForCode,
  INVITATION_CODE_ERROR_KEY,
  initialRegistrationValues,
  resetRegistrationValues,
  type RegistrationSettings,
  type SiteFeatures,
} from '@wl/flows';
import type { RegisterField } from '@wl/rules';
import type { RegisterFormProps } from '@wl/ui';
import { useFeatures, usePermission } from '../boot/Boot';
import { flagUrl } from '../assets';
import { translateMessage } from '../errors';
import { useCaptchaImage, useSmsButton } from './children';
import { overlays } from '../overlays/overlays';
import { siteRegistrationMachine } from './machines';
import { phoneProvider } from './phoneProvider';
import { fieldErrorTexts } from './problemText';

/** The registration form's props and the warnings it may raise (SMS failure, bad affiliate code). */
export interface RegistrationForm {
  props: Omit<RegisterFormProps, 'onLogin' | 'onReset'>;
  reset: () => void;
  /** A warning to show in a dialog, with how to close it. */
  warning: { message: string; dismiss: () => void } | null;
  /** The player has typed something that registering has not used yet (leaving would lose it). */
  unsaved: boolean;
}

/**
 * What the registration machine is given: the registration settings' field rules and countries, with the switches
 * of spec §6 from the settings tree (useFeatures): which types are offered, SMS verification, direct registration.
 * Third-party phone verification when the server asks for it and the merchant configures a provider (without one
 * the server refuses the mobile number with its own message, rather than the form failing silently).
 */
function registrationSettings(settings: RegisterSettings, features: SiteFeatures): RegistrationSettings {
  return {
    ...settings,
    registerTypes: { register: features.usernameRegistration, registerMobile: features.mobileRegistration },
    smsVerification: features.smsVerification,
    thirdPartyPhoneAuth: settings.thirdPartyPhoneAuth && phoneProvider !== null,
    directRegistration: features.directRegistration,
  };
}

/**
 * The registration form wired to the registration machine (spec §4 Registration flow). What the player types is held
 * here (the password never enters the machine's context): the machine gets the values with the submit and the SMS
 * request, checks them and keeps the problems; a change only tells it which field to clear. On success the session is
 * stored; the player goes home and the success modal opens (with the generated account for a mobile registration).
 */
export function useRegistrationForm(settings: RegisterSettings): RegistrationForm {
  const { t } = useTranslation('register');
  const permission = usePermission();
  const features = useFeatures();
  const input = useMemo(
    () => ({
      settings: registrationSettings(settings, features),
      referralCode: new URLSearchParams(window.location.search).get('referralCode') ?? undefined,
      domain: window.location.hostname,
      registerUrl: window.location.href,
    }),
    [settings, features],
  );
  const [snapshot, send] = useMachine(siteRegistrationMachine, { input });
  const { context } = snapshot;
  const [values, setValues] = useState(() => initialRegistrationValues(input));
  const sms = useSmsButton(snapshot.children.sms);
  const captcha = useCaptchaImage(snapshot.children.captcha);

  const output = snapshot.status === 'done' ? snapshot.output : undefined;
  useEffect(() => {
    if (!output) return;
    // the success modal over the home page, in place of the registration popup when it was one
    overlays.open(
      {
        kind: 'registered',
        mobileAccount: output.type === 'registerMobile' ? output.account : undefined,
        // direct registration off (spec §6): the new account logs in next, from the modal's last button
        loggedIn: output.session !== null,
      },
      { at: '/' },
    );
  }, [output]);

  const labelOf = (field: RegisterField | 'agreed') => (field === 'agreed' ? '' : t(`fields.${field}.label`));
  const errors = fieldErrorTexts(context, labelOf);

  const warning = context.affiliateAlert
    ? { message: t(INVITATION_CODE_ERROR_KEY), dismiss: () => send({ type: 'alert.dismiss' }) }
    : sms.smsError
      ? { message: sms.smsError, dismiss: sms.dismissSmsError }
      : null;

  return {
    unsaved:
      snapshot.status !== 'done' &&
      Object.entries(values).some(([field, value]) => field !== 'countryDialingCode' && Boolean(value)),
    props: {
      types: context.types,
      type: context.type,
      onTypeChange: (registerType) => send({ type: 'type.change', registerType }),
      rules: settings.fields,
      values,
      onChange: (field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        // the dialling code has no problem of its own to clear
        if (field !== 'countryDialingCode') send({ type: 'field.change', field });
      },
      errors,
      onSubmit: () => send({ type: 'user.submit', values }),
      submitting: snapshot.matches('submitting') || snapshot.matches('loadingMember'),
      serverError: translateMessage(context.error),
      countries: settings.countries,
      flagUrl: flagUrl(permission),
      defaultCountry: permission.location?.countryCode,
      smsVerification: asksForCode(input.settings),
      smsState: sms.smsState,
      smsSecondsLeft: sms.smsSecondsLeft,
      onSendSms: () =>
        send({ type: 'sms.send', mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode }),
      captchaImage: captcha.captchaImage,
      captchaRefreshing: captcha.captchaRefreshing,
      onRefreshCaptcha: () => send({ type: 'captcha.refresh' }),
      affiliateCodeFromUrl: context.affiliateFromUrl,
      minimumAge: merchant.minimumAge,
      termsHref: '/help',
      renderTermsLink: ({ href, children, className }) => (
        <Link
          to={href}
          className={className}
          onClick={(event) => {
            // leaving for the terms closes the popup in the same step (Back does not reopen it)
            event.preventDefault();
            overlays.close({ to: href });
          }}
        >
          {children}
        </Link>
      ),
    },
    reset: () => {
      setValues((current) => resetRegistrationValues(current, context.referralCode));
      send({ type: 'user.reset' });
    },
    warning,
  };
}
