import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../private/icons';
import * as styles from './SecurityCentre.css';

export interface SecuritySectionProps {
  title: string;
  /** One line under the title: what is set (a masked number, "2 of 5 cards"), or what to do. */
  summary?: ReactNode;
  /** Done or not, as the security overview says; no badge when unknown. */
  complete?: boolean;
  /** Controlled disclosure: the site may load the section's data when it opens. */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** A row without a body: its action (a button) instead of the disclosure. */
  action?: ReactNode;
  children?: ReactNode;
}

/**
 * One item of the security centre: a card whose header names it, says whether it is done and opens its form. Any
 * section of the page (the ones built elsewhere too) uses it, so the page reads as one list.
 */
export function SecuritySection({
  title,
  summary,
  complete,
  expanded = false,
  onExpandedChange,
  action,
  children,
}: SecuritySectionProps) {
  const { t } = useTranslation('security');
  const headingId = useId();
  const bodyId = useId();
  const text = (
    <span className={styles.sectionText}>
      <span className={styles.sectionTitle}>{title}</span>
      {summary ? <span className={styles.sectionSummary}>{summary}</span> : null}
    </span>
  );
  const badge =
    complete === undefined ? null : (
      <span className={styles.status} data-complete={complete || undefined}>
        {complete ? t('page.complete') : t('page.incomplete')}
      </span>
    );

  if (action !== undefined) {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <div className={styles.sectionRow}>
          <h2 id={headingId} className={styles.sectionHeading}>
            {text}
          </h2>
          {badge}
          {action}
        </div>
      </section>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        <button
          type="button"
          className={styles.sectionHeader}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => onExpandedChange?.(!expanded)}
        >
          {text}
          {badge}
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </button>
      </h2>
      <div id={bodyId} className={styles.sectionBody} hidden={!expanded}>
        {expanded ? children : null}
      </div>
    </section>
  );
}
