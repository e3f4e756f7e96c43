import { useTranslation } from 'react-i18next';
import { UPLOAD_TEXT_MAX_CHARS, uploadTextLength } from '@wl/rules';
import { FieldFrame, controlProps, fieldStyles, useFieldIds } from '../field';
import * as styles from './CountedTextArea.css';

export interface CountedTextAreaProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The form's own problem (a missing text); the length's comes from here. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The text of a feedback or an activity application (spec §5: at most 140 characters, counted as the server does):
 * a counter under it, and past the limit a message, with every character typed kept, so nothing is lost.
 */
export function CountedTextArea({ label, value, onValueChange, error, required, disabled }: CountedTextAreaProps) {
  const { t } = useTranslation('rewards');
  const ids = useFieldIds(undefined);
  const max = UPLOAD_TEXT_MAX_CHARS;
  const count = uploadTextLength(value);
  const over = count - max;
  const shown = over > 0 ? t('upload.tooLong', { max, over }) : error;
  const field = { label, hint: t('upload.counter', { count, max }), error: shown, required, disabled };
  return (
    <FieldFrame {...field} ids={ids} controlClassName={styles.textAreaBox}>
      <textarea
        {...controlProps(ids, field)}
        className={`${fieldStyles.input} ${styles.textArea}`}
        rows={4}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FieldFrame>
  );
}
