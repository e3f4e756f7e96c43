import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The frame's own state, shared by the header, the left bar and the pages. */
interface ShellState {
  /** The left bar collapsed to icons. */
  mini: boolean;
  setMini: (mini: boolean) => void;
  /** Spec §2 shared flag: show the header and left bar on pages that hide them (seamless, lottery). */
  barsShown: boolean;
  setBarsShown: (shown: boolean) => void;
}

const ShellContext = createContext<ShellState | null>(null);

export function ShellProvider({ children }: { children: ReactNode }) {
  const [mini, setMini] = useState(false);
  const [barsShown, setBarsShown] = useState(false);
  const state = useMemo(() => ({ mini, setMini, barsShown, setBarsShown }), [mini, barsShown]);
  return <ShellContext.Provider value={state}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell is used outside <ShellProvider>');
  return state;
}
