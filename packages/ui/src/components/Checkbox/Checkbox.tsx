import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldMessages, RequiredMark, controlProps, hasContent, useFieldIds } from '../../private/field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** Label text; may hold links (e.g. the terms), so it sits beside the box rather than around it. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class for the outer wrapper (layout only). */
  className?: string;
}

export function Checkbox({
  label,
  hint,
  error,
  className,
  id,
  required,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <div className={styles.row}>
        <input
          {...inputProps}
          {...controlProps(ids, { hint, error, required, disabled }, ariaDescribedBy)}
          type="checkbox"
          className={styles.box}
        />
        <label htmlFor={ids.controlId} className={styles.label} data-disabled={disabled || undefined}>
          <span>
            {label}
            {required ? <RequiredMark /> : null}
          </span>
        </label>
      </div>
      {hasContent(hint) || invalid ? (
        <div className={styles.messages}>
          <FieldMessages ids={ids} hint={hint} error={error} />
        </div>
      ) : null}
    </div>
  );
}
