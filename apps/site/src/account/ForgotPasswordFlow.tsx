import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { RegisterSettings } from '@wl/api';
import type { ForgotPasswordField, ForgotPasswordType, SiteFeatures } from '@wl/flows';
import { fillBounds } from '@wl/rules';
import { ForgotPasswordModal, NoticeDialog, type ForgotPasswordValues } from '@wl/ui';
import { useFeatures, usePermission } from '../boot/Boot';
import { flagUrl } from '../assets';
import { translateMessage } from '../errors';
import { Warning } from './AuthFlow';
import { useSmsButton } from './children';
import { siteForgotPasswordMachine } from './machines';
import { overlays } from '../overlays/overlays';
import { fieldErrorTexts } from './problemText';
import { useRegisterSettings } from './registerSettings';
import { openServiceLink } from '../shell/service';

const emptyValues: ForgotPasswordValues = {
  username: '',
  email: '',
  mobileNum: '',
  countryDialingCode: '',
  verificationCode: '',
  newPassword: '',
  confirmNewPassword: '',
};

const labelKeys: Record<ForgotPasswordField, string> = {
  username: 'account:login.username',
  email: 'account:forgot.email',
  mobileNum: 'account:mobile.label',
  verificationCode: 'account:sms.label',
  newPassword: 'account:password.new',
  confirmNewPassword: 'account:password.confirm',
};

/**
 * Spec §6: the change-password mail and verification options. By email with the mail option on; by mobile number
 * with the verification option on and, spec §2 "when two settings are on", our reading: SMS verification and mobile
 * registration, the two switches that give members a verified number. Neither: none (the server refuses both).
 */
export function offeredTypes(features: SiteFeatures): ForgotPasswordType[] {
  const byPhone = features.passwordChangeVerification && features.smsVerification && features.mobileRegistration;
  return [...(features.passwordChangeMail ? (['email'] as const) : []), ...(byPhone ? (['mobileNum'] as const) : [])];
}

/** No way to reset online: the player is told so and led to customer service. */
function ResetUnavailable() {
  const { t } = useTranslation('account');
  return (
    <NoticeDialog
      open
      onOpenChange={(open) => (open ? undefined : overlays.close())}
      message={t('forgot.unavailable')}
      confirmLabel={t('forgot.contactService')}
      onConfirm={() => void openServiceLink()}
    />
  );
}

function ForgotPassword({ settings }: { settings: RegisterSettings }) {
  const { t } = useTranslation(['account', 'register']);
  const permission = usePermission();
  const features = useFeatures();
  const [values, setValues] = useState({
    ...emptyValues,
    countryDialingCode: settings.defaultCountryDialingCode,
  });
  const [snapshot, send] = useMachine(siteForgotPasswordMachine, {
    input: {
      types: offeredTypes(features),
      rules: { username: settings.fields.username, email: settings.fields.email, password: settings.fields.password },
    },
  });
  const { context } = snapshot;
  const sms = useSmsButton(snapshot.children.sms);

  // Spec §4: by phone, success logs in with the new password and goes home.
  const loggedIn = snapshot.status === 'done' && snapshot.output?.status === 'loggedIn';
  useEffect(() => {
    if (!loggedIn) return;
    overlays.close({ to: '/' });
  }, [loggedIn]);

  const password = settings.fields.password;
  const errors = fieldErrorTexts(context, (field) => t(labelKeys[field]), 'account:validation.inconsistentTwice');
  return (
    <>
      <ForgotPasswordModal
        open
        onOpenChange={(open) => (open ? undefined : overlays.close())}
        method={context.type}
        onMethodChange={(resetType) => send({ type: 'type.change', resetType })}
        methods={context.types}
        values={values}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          if (field !== 'countryDialingCode') send({ type: 'field.change', field });
        }}
        errors={errors}
        onSubmit={(method) =>
          method === 'email'
            ? send({ type: 'user.submitEmail', username: values.username, email: values.email })
            : send({
                type: 'user.submitPhone',
                mobileNum: values.mobileNum,
                countryDialingCode: values.countryDialingCode,
                verificationCode: values.verificationCode,
                newPassword: values.newPassword,
                confirmNewPassword: values.confirmNewPassword,
              })
        }
        submitting={snapshot.matches('sendingEmail') || snapshot.matches('resettingByPhone')}
        serverError={translateMessage(context.error)}
        emailSent={snapshot.matches('emailSent')}
        passwordHint={fillBounds(
          t(`register:reg_pattern_${password.patternId}`),
          password.minLength,
          password.maxLength,
        )}
        countries={settings.countries}
        flagUrl={flagUrl(permission)}
        defaultCountry={permission.location?.countryCode}
        smsState={sms.smsState}
        smsSecondsLeft={sms.smsSecondsLeft}
        onSendSms={() =>
          send({ type: 'sms.send', mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode })
        }
      />
      <Warning message={sms.smsError} dismiss={sms.dismissSmsError} />
    </>
  );
}

/** The forgot-password modal (spec §2, §4): by email, or by phone, as offered. */
export default function ForgotPasswordFlow() {
  const features = useFeatures();
  const state = useRegisterSettings();
  if (offeredTypes(features).length === 0) return <ResetUnavailable />;
  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    return <Warning message={state.message ?? ''} dismiss={state.onRetry ?? (() => undefined)} />;
  }
  return <ForgotPassword settings={state.data} />;
}
