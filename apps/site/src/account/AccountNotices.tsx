import { useTranslation } from 'react-i18next';
import { NEED_TRUE_ACCOUNT_CONFIRM_KEY, NEED_TRUE_ACCOUNT_KEY } from '@wl/flows';
import { NoticeDialog, RegisterSuccessModal } from '@wl/ui';
import { sessionStore } from '../session/store';
import type { AccountModal } from './modals';
import { useAccountModals } from './modals';

/** The success modal after registering, and the need-a-real-account warning of the login check. */
export default function AccountNotices({ modal }: { modal: AccountModal }) {
  const { t } = useTranslation('account');
  const modals = useAccountModals();
  const closeIfDismissed = (open: boolean) => (open ? undefined : modals.close(modal));
  if (modal.kind === 'registered') {
    return <RegisterSuccessModal open onOpenChange={closeIfDismissed} mobileAccount={modal.mobileAccount} />;
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
        sessionStore.end();
        modals.openRegister();
      }}
    />
  );
}
