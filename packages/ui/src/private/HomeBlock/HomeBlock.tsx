import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentStatus } from '../../components/ContentStatus';
import type { Loadable } from '../types';
import type { HomeBlockName } from './heights';
import * as styles from './HomeBlock.css';

/** The id of a block's heading, which names its section (and a list in it, with aria-labelledby). */
export const homeBlockTitleId = (name: HomeBlockName) => `home-${name}-title`;

export interface HomeSectionProps {
  /** Which block: its texts (lobby `home.<name>.*`), heading id and least height (heights.ts). */
  name: HomeBlockName;
  /** Beside the title: tabs, a picker. */
  tools?: ReactNode;
  children: ReactNode;
}

/** A block of the home lobby: a section named by its heading, with tools beside it, that keeps its least height. */
export function HomeSection({ name, tools, children }: HomeSectionProps) {
  const { t } = useTranslation('lobby');
  return (
    <section className={styles.block[name]} aria-labelledby={homeBlockTitleId(name)}>
      <div className={styles.head}>
        <h2 id={homeBlockTitleId(name)} className={styles.title}>
          {t(`home.${name}.title`)}
        </h2>
        {tools}
      </div>
      {children}
    </section>
  );
}

export interface HomeBlockProps<T> extends Omit<HomeSectionProps, 'children'> {
  data: Loadable<T>;
  /** Whether the data says nothing to show; by default an empty list. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * One block of the home lobby: its heading and, in a place of fixed least height, its data, or a labelled spinner
 * while it loads, the failure with a retry, or what is missing. Never blank, and the page does not move when it loads.
 */
export function HomeBlock<T>({ data, isEmpty = emptyList, children, ...section }: HomeBlockProps<T>) {
  const { t } = useTranslation('lobby');
  return (
    <HomeSection {...section}>
      {data.status === 'ready' && !isEmpty(data.data) ? (
        children(data.data)
      ) : (
        <ContentStatus
          size="section"
          status={data.status === 'ready' ? 'empty' : data.status}
          loadingLabel={t(`home.${section.name}.loading`)}
          errorMessage={data.status === 'error' ? data.message : undefined}
          onRetry={data.status === 'error' ? data.onRetry : undefined}
          emptyText={t(`home.${section.name}.empty`)}
        />
      )}
    </HomeSection>
  );
}
