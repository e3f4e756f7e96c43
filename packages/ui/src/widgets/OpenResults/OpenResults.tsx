import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentStatus } from '../../components/ContentStatus';
import { TextButton } from '../../components/TextButton';
import { Select } from '../../components/Select';
import { HomeBlock } from '../../private/HomeBlock/HomeBlock';
import { useArrival } from '../../private/arrival';
import { useDateFormat } from '../../private/format/intl';
import type { Loadable } from '../../private/types';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as styles from './OpenResults.css';

/** A lottery whose results can be shown. */
export interface OpenResultGame {
  id: number;
  name: string;
}

/** One opened draw: its numero, when it was drawn and its numbers (each at most 6 digits, spec §5). */
export interface OpenResult {
  numero: string;
  drawnAt: number;
  numbers: readonly string[];
}

export interface OpenResultsProps {
  games: Loadable<readonly OpenResultGame[]>;
  /** The lottery shown; the first one when left out or not in the list. */
  gameId?: number | null;
  onGameChange: (gameId: number) => void;
  /** The chosen lottery's last results, newest first. */
  results: Loadable<readonly OpenResult[]>;
}

/**
 * Our choice: the draws the list draws at first, and how many more each time its end comes into view. A hundred
 * draws are some thousand elements, which a cheap phone lays out for a box that shows five.
 */
export const RESULTS_SHOWN_AT_ONCE = 20;

function ResultList({ name, results: given }: { name: string; results: Loadable<readonly OpenResult[]> }) {
  const { t } = useTranslation('lobby');
  const results = useArrival(given);
  const date = useDateFormat(true);
  const [shown, setShown] = useState(RESULTS_SHOWN_AT_ONCE);
  const more = useRef<HTMLButtonElement>(null);
  const showMore = () => startTransition(() => setShown((count) => count + RESULTS_SHOWN_AT_ONCE));
  const hasMore = results.status === 'ready' && results.data.length > shown;
  // the next draws come as the list's end scrolls into view; the button is there for whoever gets there otherwise
  useEffect(() => {
    const button = more.current;
    if (!hasMore || !button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && showMore(),
      {
        root: button.closest('[role="region"]'),
      },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasMore, shown]);
  if (results.status !== 'ready' || results.data.length === 0) {
    return (
      <ContentStatus
        size="section"
        status={results.status === 'ready' ? 'empty' : results.status}
        loadingLabel={t('home.results.loading')}
        errorMessage={results.status === 'error' ? results.message : undefined}
        onRetry={results.status === 'error' ? results.onRetry : undefined}
        emptyText={t('home.results.empty')}
      />
    );
  }
  return (
    // a box of its own height that scrolls, so a hundred draws never push the page down; focusable so the keyboard
    // scrolls it too (axe: scrollable-region-focusable)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard
    <div className={styles.scroller} role="region" aria-label={t('home.results.list', { name })} tabIndex={0}>
      <ol className={styles.list}>
        {results.data.slice(0, shown).map((result) => (
          <li key={result.numero} className={styles.row}>
            <span className={styles.draw}>
              <span className={styles.numero}>{t('home.results.draw', { numero: result.numero })}</span>
              <time className={styles.time} dateTime={new Date(result.drawnAt).toISOString()}>
                {date(result.drawnAt)}
              </time>
            </span>
            <span className={styles.numbers}>
              <span className={visuallyHidden}>{t('home.results.numbers', { numbers: result.numbers.join(' ') })}</span>
              {result.numbers.map((number, index) => (
                <span key={index} className={styles.ball} aria-hidden="true">
                  {number}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ol>
      {hasMore ? (
        <TextButton ref={more} className={styles.more} onClick={showMore}>
          {t('home.results.more')}
        </TextButton>
      ) : null}
    </div>
  );
}

/** The last results of one lottery, chosen from a list, newest first; they refresh as draws are made. */
export function OpenResults({ games, gameId, onGameChange, results }: OpenResultsProps) {
  const { t } = useTranslation('lobby');
  return (
    <HomeBlock name="results" data={games} settled={results.status === 'ready'}>
      {(list) => {
        const chosen = list.find((game) => game.id === gameId) ?? list[0]!;
        return (
          <>
            <Select
              label={t('home.results.lottery')}
              value={String(chosen.id)}
              options={list.map((game) => ({ value: String(game.id), label: game.name }))}
              onChange={(event) => onGameChange(Number(event.target.value))}
            />
            {/* another lottery's draws start from the top again */}
            <ResultList key={chosen.id} name={chosen.name} results={results} />
          </>
        );
      }}
    </HomeBlock>
  );
}
