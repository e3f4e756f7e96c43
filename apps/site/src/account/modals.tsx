import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import type { PasswordChangeReason } from '@wl/flows';
import { withNamespaces } from '../i18n';

/** The account popups; one at a time, since each follows from the last (login → forced change → login again). */
export type AccountModal =
  | { kind: 'auth'; tab: 'login' | 'register' }
  | { kind: 'forgotPassword' }
  | { kind: 'passwordChange'; reason?: PasswordChangeReason; username?: string }
  | { kind: 'registered'; mobileAccount?: string }
  | { kind: 'needTrueAccount' }
  | { kind: 'memberCentre'; page: MemberCentrePage };

/** Spec §2 member centre pages (the ones the shell opens); securityCenter is the default. */
export type MemberCentrePage = 'securityCenter' | 'depositv2' | 'withdraw' | 'referral' | 'vip';

export interface AccountModals {
  current: AccountModal | null;
  /** The login popup (header, /login, restricted features). */
  openLogin: () => void;
  openRegister: () => void;
  show: (modal: AccountModal) => void;
  /** Closes the open popup; given one, only if it is still that one (a dialog whose button opened the next). */
  close: (which?: AccountModal) => void;
}

const AccountModalsContext = createContext<AccountModals | null>(null);

export function AccountModalsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AccountModal | null>(null);
  // The actions keep their identity: effects that depend on them do not run again when a popup opens or closes.
  const actions = useMemo(
    () => ({
      openLogin: () => setCurrent({ kind: 'auth', tab: 'login' }),
      openRegister: () => setCurrent({ kind: 'auth', tab: 'register' }),
      show: setCurrent,
      close: (which?: AccountModal) => setCurrent((open) => (which === undefined || open === which ? null : open)),
    }),
    [],
  );
  const control = useMemo<AccountModals>(() => ({ current, ...actions }), [current, actions]);
  return <AccountModalsContext.Provider value={control}>{children}</AccountModalsContext.Provider>;
}

export function useAccountModals(): AccountModals {
  const control = useContext(AccountModalsContext);
  if (!control) throw new Error('useAccountModals is used outside <AccountModalsProvider>');
  return control;
}

// Each popup's code (Radix Dialog, its flow) loads when it first opens, not with the home page.
const AuthFlow = lazy(withNamespaces(() => import('./AuthFlow'), ['register']));
const ForgotPasswordFlow = lazy(withNamespaces(() => import('./ForgotPasswordFlow'), ['register']));
const PasswordChangeFlow = lazy(withNamespaces(() => import('./PasswordChangeFlow'), ['register']));
const AccountNotices = lazy(withNamespaces(() => import('./AccountNotices'), ['register']));
const MemberCentre = lazy(() => import('./MemberCentre'));

/** Renders the open account popup. */
export function AccountModalHost() {
  const { current } = useAccountModals();
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      {current.kind === 'auth' ? <AuthFlow key={current.tab} initialTab={current.tab} /> : null}
      {current.kind === 'forgotPassword' ? <ForgotPasswordFlow /> : null}
      {current.kind === 'passwordChange' ? (
        <PasswordChangeFlow reason={current.reason} username={current.username} />
      ) : null}
      {current.kind === 'registered' || current.kind === 'needTrueAccount' ? <AccountNotices modal={current} /> : null}
      {current.kind === 'memberCentre' ? <MemberCentre page={current.page} /> : null}
    </Suspense>
  );
}
