import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** The address that led nowhere, shown so the player sees what they typed or followed. */
  path?: string;
  /** The way home: the site passes its router's link (a plain link in Storybook). */
  renderHomeLink: (props: { className?: string; children: ReactNode }) => ReactNode;
}

/** An address the site does not have: says so, and leads home. */
export function NotFound({ path, renderHomeLink }: NotFoundProps) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{path ? t('notFound.textWithPath', { path }) : t('notFound.text')}</p>
      {renderHomeLink({ children: t('notFound.home') })}
    </section>
  );
}
