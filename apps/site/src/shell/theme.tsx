import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { ThemeRoot } from '@wl/ui/theme';
import type { ThemeMode } from '@wl/ui';
import { merchant } from '@merchant/config';
import { dark, light } from '@merchant/theme.css';
import { useHydrated } from '../hydration';

interface ThemeModeControl {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeControl | null>(null);

/** Spec §1: the theme is forced to light on load; a merchant may turn that off to follow the device instead. */
function initialMode(): ThemeMode {
  if (merchant.forceLightOnLoad) return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The merchant's theme in the chosen mode, around the whole site (modals included). */
export function ThemedSite({ children }: { children: ReactNode }) {
  const [chosen, setMode] = useState<ThemeMode>(() => (typeof window === 'undefined' ? 'light' : initialMode()));
  // A prerendered page is drawn light (the build knows no device) and hydrated so; a merchant that follows the
  // device turns dark right after.
  const mode = useHydrated() ? chosen : 'light';
  const control = useMemo(() => ({ mode, setMode }), [mode]);
  return (
    <ThemeModeContext.Provider value={control}>
      <ThemeRoot themeClass={mode === 'dark' ? dark : light}>{children}</ThemeRoot>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeControl {
  const control = useContext(ThemeModeContext);
  if (!control) throw new Error('useThemeMode is used outside <ThemedSite>');
  return control;
}
