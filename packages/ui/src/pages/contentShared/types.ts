/**
 * A piece of server data as a content page shows it: on its way, failed (with the player's message and a retry), or
 * there. The site maps its queries onto this, so each section of a page has a real loading and failed state.
 */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error'; message?: string | null; onRetry?: () => void }
  | { status: 'ready'; data: T };
