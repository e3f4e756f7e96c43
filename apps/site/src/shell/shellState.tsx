import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The frame's own state, shared by the header, the left bar and the pages. */
export type ShellModal = 'notices' | 'download' | null;

interface ShellState {
  /** The left bar collapsed to icons. */
  mini: boolean;
  setMini: (mini: boolean) => void;
  /** Spec §2 shared flag: show the header and left bar on pages that hide them (seamless, lottery). */
  barsShown: boolean;
  setBarsShown: (shown: boolean) => void;
  modal: ShellModal;
  setModal: (modal: ShellModal) => void;
}

const ShellContext = createContext<ShellState | null>(null);

export function ShellProvider({ children }: { children: ReactNode }) {
  const [mini, setMini] = useState(false);
  const [barsShown, setBarsShown] = useState(false);
  const [modal, setModal] = useState<ShellModal>(null);
  const state = useMemo(() => ({ mini, setMini, barsShown, setBarsShown, modal, setModal }), [mini, barsShown, modal]);
  return <ShellContext.Provider value={state}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell is used outside <ShellProvider>');
  return state;
}
