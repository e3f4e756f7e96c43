import { isLanguageCode, type LanguageCode } from './languages';

// Local storage keys of spec §3: both hold the spec code ('TY', not 'th'), as the original site wrote them.
const storageKeys = ['lang', 'hisLang'] as const;

/** The language the player chose last time, if any and still known. */
export function readStoredLanguage(): LanguageCode | undefined {
  try {
    const stored = storageKeys.map((key) => localStorage.getItem(key)).find(isLanguageCode);
    return stored ?? undefined;
  } catch {
    // storage can be blocked (private mode, embedded webviews): behave as a first visit
    return undefined;
  }
}

export function storeLanguage(code: LanguageCode): void {
  try {
    for (const key of storageKeys) localStorage.setItem(key, code);
  } catch {
    // the choice still applies to this visit
  }
}
