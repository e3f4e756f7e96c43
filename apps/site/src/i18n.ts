import i18next from 'i18next';
import { loadNamespaces, type LaterNamespace } from '@wl/ui/i18n';

/** The BCP-47 tag of the current language, for the API's Accept-Language header. */
export function currentLanguageTag(): string {
  return i18next.language || 'en';
}

/** A lazy chunk together with the translations it needs, so its first render is not a flash of keys. */
export function withNamespaces<T>(load: () => Promise<T>, namespaces: readonly LaterNamespace[]): () => Promise<T> {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
}
