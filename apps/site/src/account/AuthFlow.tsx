import { useState } from 'react';
import type { RegisterSettings } from '@wl/api';
import { AuthModal, NoticeDialog, type AuthTab } from '@wl/ui';
import { useBootSettled, useFeatures } from '../boot/Boot';
import { overlays } from '../overlays/overlays';
import { LoginVerificationFlow } from './LoginVerificationFlow';
import { useRegisterSettings } from './registerSettings';
import { useLoginForm } from './useLoginForm';
import { useRegistrationForm } from './useRegistrationForm';

function AuthPopup({ settings, initialTab }: { settings: RegisterSettings | null; initialTab: AuthTab }) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const login = useLoginForm(settings);
  const features = useFeatures();
  // The register tab needs the settings' rules, and at least one registration type on (spec §6).
  return settings && (features.usernameRegistration || features.mobileRegistration) ? (
    <WithRegistration settings={settings} tab={tab} setTab={setTab} login={login} />
  ) : (
    <>
      <AuthModal
        open={!login.verification}
        onOpenChange={(open) => (open ? undefined : overlays.close())}
        login={login.props}
      />
      {login.verification ? <LoginVerificationFlow actor={login.verification} /> : null}
      <Warning message={login.smsError} dismiss={login.dismissSmsError} />
    </>
  );
}

function WithRegistration({
  settings,
  tab,
  setTab,
  login,
}: {
  settings: RegisterSettings;
  tab: AuthTab;
  setTab: (tab: AuthTab) => void;
  login: ReturnType<typeof useLoginForm>;
}) {
  const registration = useRegistrationForm(settings);
  const warning =
    registration.warning ?? (login.smsError ? { message: login.smsError, dismiss: login.dismissSmsError } : null);
  return (
    <>
      <AuthModal
        open={!login.verification}
        onOpenChange={(open) => (open ? undefined : overlays.close())}
        tab={tab}
        onTabChange={setTab}
        login={{ ...login.props, onRegister: () => setTab('register') }}
        register={{ ...registration.props, onLogin: () => setTab('login') }}
      />
      {/* a login from a new IP (spec §4): one more proof before the session opens */}
      {login.verification ? <LoginVerificationFlow actor={login.verification} /> : null}
      <Warning message={warning?.message ?? null} dismiss={warning?.dismiss ?? (() => undefined)} />
    </>
  );
}

/** A failed SMS send or a bad affiliate code: the warning dialog of spec §4. */
export function Warning({ message, dismiss }: { message: string | null; dismiss: () => void }) {
  return (
    <NoticeDialog
      open={message !== null}
      onOpenChange={(open) => (open ? undefined : dismiss())}
      tone="warning"
      message={message ?? ''}
    />
  );
}

/** The login / register popup. Waits for the registration settings (one request per page load). */
export default function AuthFlow({ initialTab }: { initialTab: AuthTab }) {
  const state = useRegisterSettings();
  // the forms' machines take the switches (SMS code, registration types) when they start: they wait for the boot's
  const settled = useBootSettled();
  if (state.status === 'loading' || !settled) return null;
  // Without the settings the popup still logs in; the register tab needs them.
  return <AuthPopup settings={state.status === 'ready' ? state.data : null} initialTab={initialTab} />;
}
