import { useEffect, useState } from 'react';
import { RECORD_COPIED_MS } from './recordsConstants';

/**
 * A records list's copy button: copies an order number to the clipboard and names it as copied for RECORD_COPIED_MS
 * (a failed copy names none). The betting record's and the agent centre's team reports' order numbers.
 */
export function useCopyOrderNo() {
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), RECORD_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (value: string) => {
    navigator.clipboard.writeText(value).then(
      () => setCopied(value),
      () => setCopied(null),
    );
  };
  return { copiedOrderNo: copied, onCopyOrderNo: copy };
}
