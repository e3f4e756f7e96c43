import { useEffect, useState } from 'react';
import type { RegisterSettings } from '@wl/api';
import { api } from '../api';
import { playerMessages } from '../errors';

// One request per page load: the settings change only when the operator changes them. A failure is forgotten so the
// next popup asks again.
let pending: Promise<RegisterSettings> | null = null;

export function loadRegisterSettings(): Promise<RegisterSettings> {
  pending ??= playerMessages(api.member.getRegisterSettings)().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export type RegisterSettingsState =
  | { status: 'loading' }
  | { status: 'ready'; settings: RegisterSettings }
  | { status: 'failed'; error: unknown; retry: () => void };

/** The registration settings (field rules, switches, countries) for the account popups and the register page. */
export function useRegisterSettings(): RegisterSettingsState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RegisterSettingsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadRegisterSettings().then(
      (settings) => live && setState({ status: 'ready', settings }),
      (error: unknown) =>
        live &&
        setState({
          status: 'failed',
          error,
          retry: () => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return state;
}
