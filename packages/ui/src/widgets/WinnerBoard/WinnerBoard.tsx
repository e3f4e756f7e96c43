import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { nextWinnerBoardOffset, winnerBoardMoves } from '@wl/rules';
import { IconButton } from '../../components/IconButton';
import { HomeBlock } from '../../private/HomeBlock/HomeBlock';
import { formatMoney } from '../../private/format/money';
import { PauseIcon, ResumeIcon } from '../../private/icons';
import type { Loadable } from '../../private/types';
import { useReducedMotion } from '../../private/useReducedMotion';
import * as styles from './WinnerBoard.css';

/** One big win (spec §3 winner board item's vo). */
export interface Winner {
  id: string;
  /** Masked account name. */
  playerName: string;
  gameName: string;
  amount: number;
  currency: string;
}

export interface WinnerBoardProps {
  winners: Loadable<readonly Winner[]>;
}

function Rows({ winners }: { winners: readonly Winner[] }) {
  const { t, i18n } = useTranslation('lobby');
  return winners.map((winner) => (
    <li key={winner.id} className={styles.row}>
      <span className={styles.player}>{winner.playerName}</span>
      <span className={styles.game}>{winner.gameName}</span>
      <span className={styles.amount}>
        {t('home.winners.amount', { amount: formatMoney(winner.amount, winner.currency, i18n.language) })}
      </span>
    </li>
  ));
}

/** True while the element is at least partly on screen. */
function useOnScreen(element: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}

/**
 * The latest wins, scrolling up by themselves (spec §9: a step of 0.5 px a frame, and only with at least 3 winners).
 * The list is drawn twice so the loop has no seam; it stops while off screen, under the pointer or the focus, when the
 * player pauses it, and for good when the system asks for reduced motion (then it is a list that scrolls by hand).
 */
function Marquee({ winners }: { winners: readonly Winner[] }) {
  const { t } = useTranslation('lobby');
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const loop = useRef<HTMLOListElement>(null);
  const offset = useRef(0);
  const reducedMotion = useReducedMotion();
  const onScreen = useOnScreen(viewport);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const moves = winnerBoardMoves(winners.length) && !reducedMotion;
  const moving = moves && onScreen && !held && !stopped;

  useEffect(() => {
    if (!moving) return;
    let frame = 0;
    const tick = () => {
      offset.current = nextWinnerBoardOffset(offset.current, loop.current?.offsetHeight ?? 0);
      if (track.current) track.current.style.transform = `translateY(${-offset.current}px)`;
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [moving]);

  useEffect(() => {
    // without the motion the list starts at its top and scrolls by hand
    if (!moves && track.current) {
      offset.current = 0;
      track.current.style.transform = '';
    }
  }, [moves]);

  return (
    <div className={styles.board}>
      {moves ? (
        <IconButton
          className={styles.toggle}
          size="sm"
          variant="ghost"
          label={stopped ? t('home.winners.play') : t('home.winners.pause')}
          icon={stopped ? <ResumeIcon /> : <PauseIcon />}
          onClick={() => setStopped((value) => !value)}
        />
      ) : null}
      <div
        ref={viewport}
        className={moves ? styles.viewport.moving : styles.viewport.still}
        role="region"
        aria-label={t('home.winners.list')}
        // still, the list scrolls by hand, so the keyboard can reach it
        tabIndex={moves ? undefined : 0}
        data-moving={moving ? '' : undefined}
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <div ref={track} className={styles.track}>
          <ol ref={loop} className={styles.list}>
            <Rows winners={winners} />
          </ol>
          {moves ? (
            <ol className={styles.list} aria-hidden="true">
              <Rows winners={winners} />
            </ol>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The home lobby's winner board (spec §2): the latest big wins, scrolling. */
export function WinnerBoard({ winners }: WinnerBoardProps) {
  return (
    <HomeBlock name="winners" data={winners}>
      {(list) => <Marquee winners={list} />}
    </HomeBlock>
  );
}
