import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { WEAK_DEFAULT_PASSWORD, type PasswordChangeField, type PasswordChangeReason } from '@wl/flows';
import { fillBounds, type FieldRule } from '@wl/rules';
import { ChangePasswordModal, type ChangePasswordValues } from '@wl/ui';
import { api } from '../api';
import { translateMessage } from '../errors';
import { session } from '../session/session';
import { sitePasswordChangeMachine } from './machines';
import { overlays } from '../overlays/overlays';
import { fieldErrorTexts } from './problemText';
import { useRegisterSettings } from './registerSettings';

/** Used when the settings cannot be loaded: any non-empty password up to the contract's 128 characters. */
export const SERVER_CHECKS_PASSWORD: FieldRule = {
  required: true,
  minLength: 1,
  maxLength: 128,
  acceptedPattern: '*',
  patternId: 'any',
};

const emptyValues: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

const labelKeys: Record<PasswordChangeField, string> = {
  oldPassword: 'account:password.old',
  newPassword: 'account:password.new',
  confirmNewPassword: 'account:password.confirm',
};

/** Ends a session that may not go on without a new password (and tells the server, without waiting). */
function endForcedSession() {
  void api.session.logout().catch(() => undefined);
  session.end();
}

function ChangePassword({
  passwordRule: rule,
  reason,
  username,
}: {
  passwordRule: FieldRule;
  reason?: PasswordChangeReason;
  username?: string;
}) {
  const { t } = useTranslation(['account', 'register']);
  const [values, setValues] = useState(emptyValues);
  const [snapshot, send] = useMachine(sitePasswordChangeMachine, {
    input: {
      passwordRule: rule,
      // After the weak default password the old one is known: it is the default (spec §2).
      knownOldPassword: reason === 'defaultPassword' ? WEAK_DEFAULT_PASSWORD : undefined,
    },
  });
  const { context } = snapshot;

  // Spec §4: after the change the login modal reopens, to log in with the new password.
  const changed = snapshot.status === 'done';
  useEffect(() => {
    if (!changed) return;
    endForcedSession();
    overlays.openLogin();
  }, [changed]);

  const errors = fieldErrorTexts(context, (field) => t(labelKeys[field]), 'account:validation.inconsistentTwice');
  return (
    <ChangePasswordModal
      open
      onOpenChange={(open) => {
        if (open) return;
        // A forced change cannot be skipped: leaving it ends the session.
        if (reason) endForcedSession();
        overlays.close();
      }}
      reason={reason}
      askOldPassword={context.asksOldPassword}
      username={username}
      values={values}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        send({ type: 'field.change', field });
      }}
      errors={errors}
      onSubmit={() => send({ type: 'user.submit', ...values })}
      submitting={snapshot.matches('changing')}
      serverError={translateMessage(context.error)}
      passwordHint={fillBounds(t(`register:reg_pattern_${rule.patternId}`), rule.minLength, rule.maxLength)}
    />
  );
}

/** The change-password modal: forced after login (spec §4), or chosen by the player. */
export default function PasswordChangeFlow({ reason, username }: { reason?: PasswordChangeReason; username?: string }) {
  const state = useRegisterSettings();
  if (state.status === 'loading') return null;
  // Without the settings the server's own check is the only one: the modal still works.
  const passwordRule = state.status === 'ready' ? state.data.fields.password : SERVER_CHECKS_PASSWORD;
  return <ChangePassword passwordRule={passwordRule} reason={reason} username={username} />;
}
