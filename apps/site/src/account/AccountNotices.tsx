import { useTranslation } from 'react-i18next';
import { NEED_TRUE_ACCOUNT_CONFIRM_KEY, NEED_TRUE_ACCOUNT_KEY } from '@wl/flows';
import { NoticeDialog, RegisterSuccessModal } from '@wl/ui';
import { isAgentCentreType } from '@wl/flows';
import { useFeatures } from '../boot/Boot';
import { translateMessage } from '../errors';
import { session, useSession } from '../session/session';
import { overlays, type Overlay } from '../overlays/overlays';

/** Spec §8's texts for a real account the agent centre refuses (the server's own wording, translated). */
const NOT_AGENT_MESSAGE = 'Non-agents cannot log in';
const NOT_ENABLED_MESSAGE = 'Function not enabled, please contact customer service';

/** The success modal after registering, and the need-a-real-account warning of the login check. */
export default function AccountNotices({
  overlay,
}: {
  overlay: Extract<Overlay, { kind: 'registered' | 'needTrueAccount' | 'agentCentreRefused' }>;
}) {
  const { t } = useTranslation('account');
  const { isAgent } = useSession();
  const { agentCentre } = useFeatures();
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
  if (overlay.kind === 'agentCentreRefused') {
    // an agent whose site does not show the centre, or a member who is not an agent: nothing to do but read it
    const reason = isAgentCentreType(isAgent) && !agentCentre ? NOT_ENABLED_MESSAGE : NOT_AGENT_MESSAGE;
    return (
      <NoticeDialog open tone="warning" onOpenChange={closeIfDismissed} message={translateMessage(reason) ?? reason} />
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
