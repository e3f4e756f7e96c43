import { useTranslation } from 'react-i18next';
import { NEED_TRUE_ACCOUNT_CONFIRM_KEY, NEED_TRUE_ACCOUNT_KEY } from '@wl/flows';
import { NoticeDialog, RegisterSuccessModal } from '@wl/ui';
import { session } from '../session/session';
import { overlays, type Overlay } from '../overlays/overlays';

/** The success modal after registering, and the need-a-real-account warning of the login check. */
export default function AccountNotices({
  overlay,
}: {
  overlay: Extract<Overlay, { kind: 'registered' | 'needTrueAccount' }>;
}) {
  const { t } = useTranslation('account');
  const closeIfDismissed = (open: boolean) => (open ? undefined : overlays.close({ only: overlay.kind }));
  if (overlay.kind === 'registered') {
    const loggedIn = overlay.loggedIn !== false;
    return (
      <RegisterSuccessModal
        open
        onOpenChange={closeIfDismissed}
        mobileAccount={overlay.mobileAccount}
        loggedIn={loggedIn}
        onDone={loggedIn ? undefined : () => overlays.openLogin()}
      />
    );
  }
  // Spec §5: a trial account is told to register a real one; the button ends the demo and opens registration.
  return (
    <NoticeDialog
      open
      tone="warning"
      onOpenChange={closeIfDismissed}
      message={t(NEED_TRUE_ACCOUNT_KEY)}
      confirmLabel={t(NEED_TRUE_ACCOUNT_CONFIRM_KEY)}
      onConfirm={() => {
        session.end();
        overlays.openRegister();
      }}
    />
  );
}
