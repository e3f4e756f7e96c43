import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, controlProps, fieldStyles, useFieldIds, type FieldTextProps } from '../../private/field';
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
  const field = { label, hideLabel, hint, error, required, disabled };
  return (
    <FieldFrame {...field} ids={ids} className={className} controlClassName={styles.control}>
      <select
        {...selectProps}
        {...controlProps(ids, field, ariaDescribedBy)}
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
    </FieldFrame>
  );
}
