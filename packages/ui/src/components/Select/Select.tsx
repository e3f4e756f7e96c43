import type { ComponentPropsWithRef } from 'react';
import {
  FieldLabel,
  FieldMessages,
  describedBy,
  fieldStyles,
  hasContent,
  useFieldIds,
  type FieldTextProps,
} from '../../private/field';
import { ChevronDownIcon } from '../../private/icons';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldTextProps, Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Please choose"; it cannot be picked again once a value is chosen. */
  placeholder?: string;
  /** Class for the outer wrapper (layout only). */
  className?: string;
}

/**
 * A native <select> styled like the text fields: the phone's own picker is fast, accessible and familiar.
 */
export function Select({
  label,
  hideLabel,
  hint,
  error,
  options,
  placeholder,
  className,
  id,
  required,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <div className={className ? `${fieldStyles.root} ${className}` : fieldStyles.root}>
      <FieldLabel htmlFor={ids.controlId} required={required} hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      <div
        className={`${fieldStyles.control} ${styles.control}`}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <select
          {...selectProps}
          id={ids.controlId}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, hint, error, ariaDescribedBy)}
          className={`${fieldStyles.input} ${styles.select}`}
        >
          {placeholder !== undefined ? (
            <option value="" disabled className={styles.option}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled} className={styles.option}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
