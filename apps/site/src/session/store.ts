import { useSyncExternalStore } from 'react';
import { SESSION_KEYS, clearSessionKeepMerchant, storeSession } from './storage';

export interface SessionState {
  token: string | null;
  isAgent: string | null;
  account: string | null;
}

// Session storage is the truth (spec §3: it survives a reload and ends with the tab); this store only tells
// React when the site itself changes it.
const listeners = new Set<() => void>();
let snapshot = read();

function read(): SessionState {
  return {
    token: sessionStorage.getItem(SESSION_KEYS.token),
    isAgent: sessionStorage.getItem(SESSION_KEYS.isAgent),
    account: sessionStorage.getItem(SESSION_KEYS.account),
  };
}

function changed() {
  snapshot = read();
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  start(session: { token: string; isAgent: string; account?: string }) {
    storeSession(session);
    changed();
  },
  end() {
    clearSessionKeepMerchant();
    changed();
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
