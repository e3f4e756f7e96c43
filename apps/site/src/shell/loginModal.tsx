import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';

interface LoginModalControl {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const LoginModalContext = createContext<LoginModalControl | null>(null);

/** Whether the login popup is open: the header, the /login page and restricted features open it. */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const control = useMemo(() => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }), [isOpen]);
  return <LoginModalContext.Provider value={control}>{children}</LoginModalContext.Provider>;
}

export function useLoginModal(): LoginModalControl {
  const control = useContext(LoginModalContext);
  if (!control) throw new Error('useLoginModal is used outside <LoginModalProvider>');
  return control;
}

// The popup's code (Radix Dialog, the login flow) loads when it first opens, not with the home page.
const LoginFlow = lazy(() => import('./LoginFlow'));

export function LoginPopup() {
  const { isOpen } = useLoginModal();
  return isOpen ? (
    <Suspense fallback={null}>
      <LoginFlow />
    </Suspense>
  ) : null;
}
