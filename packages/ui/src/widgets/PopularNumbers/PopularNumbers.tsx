import { useTranslation } from 'react-i18next';
import { HomeBlock, homeBlockTitleId } from '../../private/HomeBlock/HomeBlock';
import type { Loadable } from '../../private/types';
import * as styles from './PopularNumbers.css';

/** One of the most bet numbers of an open draw (spec §7 /lgw/games/popular). */
export interface PopularNumber {
  /** The lottery's name. */
  gameName: string;
  /** The draw it is bet on. */
  numero: string;
  /** A 2D or 3D number. */
  number: string;
  betCount: number;
}

export interface PopularNumbersProps {
  numbers: Loadable<readonly PopularNumber[]>;
}

/** The numbers players bet most on the hot lotteries' open draws, most bet first. */
export function PopularNumbers({ numbers }: PopularNumbersProps) {
  const { t } = useTranslation('lobby');
  return (
    <HomeBlock name="numbers" data={numbers}>
      {(list) => (
        <ol className={styles.list} aria-labelledby={homeBlockTitleId('numbers')}>
          {list.map((item) => (
            <li key={`${item.gameName}:${item.numero}:${item.number}`} className={styles.item}>
              <span className={styles.number}>{item.number}</span>
              <span className={styles.game}>{item.gameName}</span>
              <span className={styles.bets}>{t('home.numbers.bets', { count: item.betCount })}</span>
            </li>
          ))}
        </ol>
      )}
    </HomeBlock>
  );
}
