import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import * as styles from './form.css';

/** A form's last outcome: the server's refusal (`failed`, shown as written) or what the submit did. */
export type FormOutcome = { kind: 'failed'; message: string } | { kind: string };

/**
 * What the form of a member-centre page takes, the one form rule for pages: the site holds what was typed (`F` names
 * the fields), the page's flow finds each field's problem (`P`; the page words it beside its field) and tells the
 * outcome of the last submit (`N`, shown above the form).
 */
export interface PageFormProps<F extends string, V, P, N extends FormOutcome> {
  values: V;
  onChange: (field: F, value: string) => void;
  problems?: P;
  onSubmit: () => void;
  /** The submit is under way: its button shows it. */
  submitting?: boolean;
  notice?: N | null;
  onDismissNotice?: () => void;
}

/**
 * The outcome of a form's submit above the form, closable: the server's message under the failure's title, or the
 * words for what was done (`done`). `failedAction` goes under the failure (a retry).
 */
export function FormNotice<N extends FormOutcome>({
  notice,
  failedTitle,
  done,
  onClose,
  failedAction,
}: {
  notice: N | null;
  failedTitle: string;
  done: (notice: Exclude<N, { kind: 'failed' }>) => ReactNode;
  onClose?: () => void;
  failedAction?: ReactNode;
}) {
  if (!notice) return null;
  if (isFailure(notice)) {
    return (
      <Alert tone="critical" title={failedTitle} onClose={onClose}>
        <p className={styles.noticeText}>{notice.message}</p>
        {failedAction}
      </Alert>
    );
  }
  return (
    <Alert tone="positive" onClose={onClose}>
      <p className={styles.noticeText}>{done(notice as Exclude<N, { kind: 'failed' }>)}</p>
    </Alert>
  );
}

function isFailure(notice: FormOutcome): notice is { kind: 'failed'; message: string } {
  return notice.kind === 'failed' && 'message' in notice;
}

/** The server's refusal of a form's submit, under its title, above the form; nothing without one. */
export function FormError({ title, message }: { title: string; message?: string | null }) {
  return message ? (
    <Alert tone="critical" title={title}>
      {message}
    </Alert>
  ) : null;
}

/** A form's submit handler: no page load, then `action`, unless `held` (already submitting, locked). */
export const submitWith =
  (action: () => void, held = false) =>
  (event: FormEvent) => {
    event.preventDefault();
    if (!held) action();
  };
