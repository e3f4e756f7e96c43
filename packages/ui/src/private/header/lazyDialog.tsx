import { Suspense, useState, type ReactNode } from 'react';

/**
 * A dialog of the header that loads when it is first asked for (the header is on every first paint). Once asked for
 * it stays mounted, so it can animate out and return the focus.
 */
export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return {
    wanted,
    /** What the dialog takes: whether it is open and how it closes. */
    dialog: { open, onOpenChange: setOpen },
    show: () => {
      setWanted(true);
      setOpen(true);
    },
  };
}

/** Renders the lazy dialog once it was asked for (`when`), with nothing in its place while its code loads. */
export function LazyDialog({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
