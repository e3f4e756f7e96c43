import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  FieldFrame,
  controlProps,
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
  const field = { label, hideLabel, hint, error, required, disabled };
  return (
    <FieldFrame {...field} ids={ids} className={className}>
      {hasContent(prefix) ? <span className={styles.prefix}>{prefix}</span> : null}
      <input {...inputProps} {...controlProps(ids, field, ariaDescribedBy)} type={type} className={fieldStyles.input} />
      {hasContent(suffix) ? <span className={styles.suffix}>{suffix}</span> : null}
    </FieldFrame>
  );
}
