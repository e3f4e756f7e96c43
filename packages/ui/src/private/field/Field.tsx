import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './field.css';
import { visuallyHidden } from '../visuallyHidden.css';

export interface FieldTextProps {
  /** Visible label; also the accessible name of the control. */
  label: ReactNode;
  /** Keep the label for screen readers only (compact places like the header). */
  hideLabel?: boolean;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text under the control; marks the control invalid. */
  error?: ReactNode;
}

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

/** Ids for a control and its messages; a given id wins so callers can point labels at the control. */
export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The aria-describedby value: error first (read first), then hint, then whatever the caller passed. */
export function describedBy(ids: FieldIds, hint: ReactNode, error: ReactNode, extra?: string): string | undefined {
  const parts = [hasContent(error) ? ids.errorId : null, hasContent(hint) ? ids.hintId : null, extra].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** "*" for the eye, the word "required" for screen readers. */
export function RequiredMark() {
  const { t } = useTranslation('common');
  return (
    <>
      <span className={styles.requiredMark} aria-hidden="true">
        *
      </span>
      <span className={visuallyHidden}>{` ${t('field.required')}`}</span>
    </>
  );
}

export function FieldLabel({
  htmlFor,
  required,
  hideLabel,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  hideLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={hideLabel ? visuallyHidden : styles.label}>
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

/** The attributes that tie a control to its field: its id, invalid with an error, described by its messages. */
export function controlProps(
  ids: FieldIds,
  {
    hint,
    error,
    required,
    disabled,
  }: Pick<FieldTextProps, 'hint' | 'error'> & { required?: boolean; disabled?: boolean },
  extraDescribedBy?: string,
) {
  return {
    id: ids.controlId,
    required,
    disabled,
    'aria-invalid': hasContent(error) || undefined,
    'aria-describedby': describedBy(ids, hint, error, extraDescribedBy),
  };
}

/**
 * The frame of a text-like field (TextField, Select): the label, the bordered control box around `children`
 * (marked invalid or disabled for its styles) and the messages under it.
 */
export function FieldFrame({
  ids,
  label,
  hideLabel,
  hint,
  error,
  required,
  disabled,
  className,
  controlClassName,
  children,
}: FieldTextProps & {
  ids: FieldIds;
  required?: boolean;
  disabled?: boolean;
  /** Class for the outer wrapper (layout only). */
  className?: string;
  /** A class added to the control box. */
  controlClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <FieldLabel htmlFor={ids.controlId} required={required} hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      <div
        className={controlClassName ? `${styles.control} ${controlClassName}` : styles.control}
        data-invalid={hasContent(error) || undefined}
        data-disabled={disabled || undefined}
      >
        {children}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

/** Hint and error lines under a control. The error is an alert so it is announced when it appears. */
export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hasContent(hint) ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {hasContent(error) ? (
        <p id={ids.errorId} className={styles.error} role="alert">
          <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4.5v4.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            <circle cx="8" cy="11.4" r="0.95" fill="currentColor" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}
