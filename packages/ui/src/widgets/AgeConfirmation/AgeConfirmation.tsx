import type { ReactNode, Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/Checkbox';
import * as styles from './AgeConfirmation.css';

/** Spec §5: the age players confirm unless the merchant sets another. */
export const DEFAULT_MINIMUM_AGE = 18;
/** Spec §2: the user protocol lives in the help pages. */
export const USER_PROTOCOL_HREF = '/help';

export interface TermsLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface AgeConfirmationProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The age the player confirms; a merchant parameter. */
  minimumAge?: number;
  /** Where the user protocol is. */
  termsHref?: string;
  /** Render the link with the site's router link; a plain <a> otherwise. */
  renderLink?: (props: TermsLinkProps) => ReactNode;
  /** E.g. "Please agree to the terms" (translated by the caller). */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
  /** The checkbox, e.g. to focus it when the agreement is missing. */
  ref?: Ref<HTMLInputElement>;
}

/** "I am 18 or older and agree to the User Agreement": one checkbox, the agreement a link to /help. */
export function AgeConfirmation({
  checked,
  onCheckedChange,
  minimumAge = DEFAULT_MINIMUM_AGE,
  termsHref = USER_PROTOCOL_HREF,
  renderLink,
  error,
  required = true,
  disabled,
  name = 'agreed',
  className,
  ref,
}: AgeConfirmationProps) {
  const { t } = useTranslation('account');
  const link = (children: ReactNode) =>
    renderLink ? (
      renderLink({ href: termsHref, className: styles.link, children })
    ) : (
      <a href={termsHref} className={styles.link}>
        {children}
      </a>
    );
  return (
    <Checkbox
      ref={ref}
      className={className}
      name={name}
      checked={checked}
      onChange={(event) => onCheckedChange(event.target.checked)}
      required={required}
      disabled={disabled}
      error={error}
      label={
        <Trans
          t={t}
          i18nKey="terms.confirm"
          values={{ age: minimumAge }}
          components={{ terms: <TermsLink render={link} /> }}
        />
      }
    />
  );
}

/** Trans hands the translated link text in as children. */
function TermsLink({ render, children }: { render: (children: ReactNode) => ReactNode; children?: ReactNode }) {
  return <>{render(children)}</>;
}
