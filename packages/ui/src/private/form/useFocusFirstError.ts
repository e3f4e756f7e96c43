import { useEffect, useRef, useState } from 'react';

/**
 * For forms whose errors come from the caller: after each submit, the first field (in `order`) with an error takes
 * the focus once, whether the errors arrive in the same render or later from a flow.
 */
export function useFocusFirstError(order: readonly string[], errors: Partial<Record<string, unknown>>) {
  const controls = useRef(new Map<string, HTMLElement>());
  const [submits, setSubmits] = useState(0);
  const focusedFor = useRef(0);
  const firstInvalid = order.find((name) => Boolean(errors[name]));

  useEffect(() => {
    if (submits === 0 || focusedFor.current === submits || !firstInvalid) return;
    focusedFor.current = submits;
    controls.current.get(firstInvalid)?.focus();
  }, [submits, firstInvalid]);

  return {
    /** The ref callback for a field's control. */
    refFor: (name: string) => (element: HTMLElement | null) => {
      if (element) controls.current.set(name, element);
      else controls.current.delete(name);
    },
    /** Call on every submit. */
    submitted: () => setSubmits((count) => count + 1),
  };
}
