import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { useNow } from './clock';
import * as styles from './LotteryBoard.css';

export interface LotteryDraw {
  id: string | number;
  name: string;
  /** The draw number (numero). */
  numero: string;
  /** When the draw happens (ms since the epoch). */
  drawAt: number;
  /** Betting closes this many seconds before the draw (lockTime). */
  lockSeconds: number;
}

export interface LotteryBoardProps {
  draws: readonly LotteryDraw[];
  label: string;
  /** The bet button; left out: no button. */
  onPlay?: (draw: LotteryDraw) => void;
}

const pad = (n: number) => String(n).padStart(2, '0');

function Countdown({ drawAt, lockSeconds }: Pick<LotteryDraw, 'drawAt' | 'lockSeconds'>) {
  const { t } = useTranslation('pages');
  const now = useNow();
  const left = Math.max(0, Math.floor((drawAt - lockSeconds * 1000 - now) / 1000));
  if (left === 0) return <span className={styles.countdown}>{t('lottery.closed')}</span>;
  const hours = Math.floor(left / 3600);
  const text = `${hours > 0 ? `${hours}:` : ''}${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return (
    <span className={styles.countdown} role="timer" aria-label={t('lottery.closesIn', { time: text })}>
      {text}
    </span>
  );
}

/**
 * Lotteries with their open draw and the time left to bet, every countdown on one shared clock (a tick re-renders
 * only the countdown texts).
 */
export function LotteryBoard({ draws, label, onPlay }: LotteryBoardProps) {
  const { t } = useTranslation('pages');
  return (
    <ul className={styles.list} aria-label={label}>
      {draws.map((draw) => (
        <li key={draw.id} className={styles.item}>
          <h2 className={styles.name}>{draw.name}</h2>
          <Countdown drawAt={draw.drawAt} lockSeconds={draw.lockSeconds} />
          <p className={styles.numero}>{t('lottery.draw', { numero: draw.numero })}</p>
          {onPlay ? (
            <Button
              type="button"
              size="sm"
              aria-label={`${t('lottery.play')}: ${draw.name}`}
              onClick={() => onPlay(draw)}
            >
              {t('lottery.play')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
