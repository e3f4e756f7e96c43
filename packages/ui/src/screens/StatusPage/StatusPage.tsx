import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { HeadsetIcon } from '../../private/icons';
import { StatusIllustration } from './StatusIllustration';
import * as styles from './StatusPage.css';

export const statusPageVariants = ['maintenance', 'regionBlocked'] as const;
export type StatusPageVariant = (typeof statusPageVariants)[number];

export interface StatusPageProps {
  /** System status 1 is maintenance, 2 is a blocked region. */
  variant: StatusPageVariant;
  /** Server title; a translated default when absent. */
  title?: string;
  /** Server text, shown as plain text with its line breaks; a translated default when absent. */
  info?: string;
  /** The visitor's IP, shown on the blocked-region page. */
  ip?: string;
  /** Customer-service button; hidden when not given. */
  onContactService?: () => void;
  /** The merchant's logo. */
  logo?: ReactNode;
}

/** The whole-app page for system status 1 (maintenance) and 2 (blocked region). */
export function StatusPage({ variant, title, info, ip, onContactService, logo }: StatusPageProps) {
  const { t } = useTranslation('shell');
  const heading = title?.trim() ? title : t(`status.${variant}.title`);
  const body = info?.trim() ? info : t(`status.${variant}.info`);
  return (
    <main className={styles.root}>
      <div className={styles.card}>
        {logo ? <div className={styles.logo}>{logo}</div> : null}
        <StatusIllustration variant={variant} />
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.info}>{body}</p>
        {variant === 'regionBlocked' && ip ? (
          <p className={styles.ip}>
            <Trans
              t={t}
              i18nKey="status.yourIp"
              values={{ ip }}
              components={{ ip: <span className={styles.ipValue} dir="ltr" /> }}
            />
          </p>
        ) : null}
        {onContactService ? (
          <div className={styles.action}>
            <Button type="button" variant="solid" size="lg" fullWidth onClick={onContactService}>
              <HeadsetIcon />
              {t('status.contactService')}
            </Button>
          </div>
        ) : null}
      </div>
    </main>
  );
}
