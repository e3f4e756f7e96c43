import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  FieldLabel,
  FieldMessages,
  describedBy,
  fieldStyles,
  hasContent,
  useFieldIds,
  type FieldTextProps,
} from '../../private/field';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'email', 'tel', 'number', 'password', 'search', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends FieldTextProps, Omit<ComponentPropsWithRef<'input'>, 'prefix' | 'type'> {
  type?: TextFieldType;
  /** Content before the input, e.g. a currency sign or a dialling code. */
  prefix?: ReactNode;
  /** Content after the input, e.g. a unit or an icon button. */
  suffix?: ReactNode;
  /** Class for the outer wrapper (layout only). */
  className?: string;
}

/**
 * Labelled text input. Every input attribute (autoComplete, inputMode, maxLength, ...) passes through to the
 * native element; the error marks it aria-invalid and is linked with aria-describedby.
 */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  prefix,
  suffix,
  className,
  id,
  type = 'text',
  required,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <div className={className ? `${fieldStyles.root} ${className}` : fieldStyles.root}>
      <FieldLabel htmlFor={ids.controlId} required={required} hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      <div className={fieldStyles.control} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
        {hasContent(prefix) ? <span className={styles.prefix}>{prefix}</span> : null}
        <input
          {...inputProps}
          id={ids.controlId}
          type={type}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, hint, error, ariaDescribedBy)}
          className={fieldStyles.input}
        />
        {hasContent(suffix) ? <span className={styles.suffix}>{suffix}</span> : null}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
