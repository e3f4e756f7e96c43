import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentStatus } from '../../components/ContentStatus';
import { useArrival } from '../arrival';
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
  /**
   * Whether the block keeps its least height (heights.ts): while its data loads or failed. Once the data has come the
   * block takes its own height, so a short or empty list leaves no blank place behind it.
   */
  keepPlace: boolean;
  children: ReactNode;
}

/** A block of the home lobby: a section named by its heading, with tools beside it, that keeps its place. */
export function HomeSection({ name, tools, keepPlace, children }: HomeSectionProps) {
  const { t } = useTranslation('lobby');
  return (
    <section className={keepPlace ? styles.block[name] : styles.settled[name]} aria-labelledby={homeBlockTitleId(name)}>
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

export interface HomeBlockProps<T> extends Omit<HomeSectionProps, 'children' | 'keepPlace'> {
  data: Loadable<T>;
  /** Whether the data says nothing to show; by default an empty list. */
  isEmpty?: (data: T) => boolean;
  /** Whether what the block shows with its data has come too (a second call); by default it has. */
  settled?: boolean;
  children: (data: T) => ReactNode;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * One block of the home lobby: its heading and, in a place of fixed least height, its data, or a labelled spinner
 * while it loads, the failure with a retry, or what is missing. Never blank, and the page does not move when it loads.
 */
export function HomeBlock<T>({
  data: given,
  isEmpty = emptyList,
  settled = true,
  children,
  ...section
}: HomeBlockProps<T>) {
  const { t } = useTranslation('lobby');
  const data = useArrival(given);
  return (
    <HomeSection {...section} keepPlace={data.status !== 'ready' || !settled}>
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
