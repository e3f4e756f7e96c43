import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LotteryGame, LotteryPrizeMode } from '@wl/api';
import { GameFrame, LotteryBoard, PageSection, type LotteryDraw } from '@wl/ui';
import { Warning } from '../account/AuthFlow';
import { useLoginCheck } from '../account/useLoginCheck';
import { api } from '../api';
import { playerMessages, translateMessage } from '../errors';
import { useLoaded } from '../loaded';

/** Brand config (spec §3): the site's lottery prize table. */
export const LOTTERY_PRIZE_MODE: LotteryPrizeMode = 'Lott';

/** A game's open draw as the board shows it: remainTime counts from the answer (spec §3). */
function toDraw(game: LotteryGame, answeredAt: number): LotteryDraw {
  return {
    id: game.gameId,
    name: game.remark,
    numero: game.numero,
    drawAt: answeredAt + game.remainTime,
    lockSeconds: game.lockTime,
  };
}

interface LotteryBoardPageProps {
  title: string;
  load: () => Promise<LotteryGame[]>;
  cacheKey: string;
}

/**
 * A lottery list with live countdowns; a bet opens the lottery's betting page (login first). With `gameCode` in the
 * address (spec §2: gameCode, vendor, playType only when present) that game's betting page opens directly.
 */
export function LotteryBoardPage({ title, load, cacheKey }: LotteryBoardPageProps) {
  const { t } = useTranslation('pages');
  const check = useLoginCheck();
  const [params] = useSearchParams();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const games = useLoaded(cacheKey, async () => ({ games: await load(), answeredAt: Date.now() }));

  const open = (gameCode: string) => {
    if (!check('member')) return;
    playerMessages(api.lottery.launch)({
      lottoPrizeMode: LOTTERY_PRIZE_MODE,
      lottoGameCode: gameCode,
      lottoView: 'betting',
      device: 'WEB',
      backUrl: window.location.href,
    }).then(setUrl, (failure: unknown) =>
      setError(translateMessage(failure instanceof Error ? failure.message : null)),
    );
  };

  const requested = params.get('gameCode');
  if (url) return <GameFrame url={url} title={`${title}: ${requested ?? ''}`} />;
  const draws = games.status === 'ready' ? games.data.games.map((game) => toDraw(game, games.data.answeredAt)) : [];
  const codes = new Map(games.status === 'ready' ? games.data.games.map((game) => [game.gameId, game.gameCode]) : []);
  return (
    <>
      <PageSection
        title={title}
        status={
          games.status === 'loading'
            ? 'loading'
            : games.status === 'failed'
              ? 'error'
              : draws.length === 0
                ? 'empty'
                : 'ready'
        }
        errorMessage={games.status === 'failed' ? translateMessage((games.error as Error).message) : null}
        onRetry={games.status === 'failed' ? games.retry : undefined}
        emptyText={t('lottery.empty')}
      >
        <LotteryBoard
          draws={draws}
          label={t('lottery.list')}
          onPlay={(draw) => {
            const code = codes.get(Number(draw.id));
            if (code) open(code);
          }}
        />
      </PageSection>
      <Warning message={error} dismiss={() => setError(null)} />
    </>
  );
}
