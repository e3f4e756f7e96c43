import { loadNamespaces, type LaterNamespace } from '@wl/ui/i18n';

/** A lazy chunk together with the translations it needs, so its first render is not a flash of keys. */
export function withNamespaces<T>(load: () => Promise<T>, namespaces: readonly LaterNamespace[]): () => Promise<T> {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
}
