import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Game, GameCategory } from '@wl/api';
import { MINIGAME_VENDORS } from '@wl/flows';
import { CardGrid, FilterChips, PageSection, type CardItem } from '@wl/ui';
import { merchant } from '@merchant/config';
import { Warning } from '../account/AuthFlow';
import { useLoginCheck } from '../account/useLoginCheck';
import { api } from '../api';
import { playerMessages, translateMessage } from '../errors';
import { launch } from '../games/launch';
import { useLoaded } from '../loaded';
import { useSafeNavigate } from '../shell/navigate';
import { useGameCategories } from '../shell/navigation';
import { useSession } from '../session/store';

/** Spec §7 game list default. */
const PAGE_SIZE = 20;

/** The lobby each path shows (spec §2 route table). */
const LOBBIES: Record<
  string,
  { titleKey: string; gameType?: GameCategory; list?: 'hot' | 'recent'; minigame?: boolean }
> = {
  '/hot': { titleKey: 'nav.hot', list: 'hot' },
  '/recent': { titleKey: 'nav.recent', list: 'recent' },
  '/live': { titleKey: 'nav.live', gameType: 'LIVE' },
  '/rng': { titleKey: 'nav.rng', gameType: 'RNG' },
  '/minigame': { titleKey: 'nav.minigame', gameType: 'RNG', minigame: true },
  '/sports': { titleKey: 'nav.sports', gameType: 'SPORTS' },
  '/esports': { titleKey: 'nav.esports', gameType: 'ESPORTS' },
  '/fish': { titleKey: 'nav.fish', gameType: 'FISH' },
  '/pvp': { titleKey: 'nav.pvp', gameType: 'PVP' },
  '/cockfight': { titleKey: 'nav.cockfight', gameType: 'COCKFIGHT' },
  '/elott': { titleKey: 'nav.elott', gameType: 'ELOTT' },
  '/lott': { titleKey: 'nav.elott', gameType: 'ELOTT' },
};

function useGames(lobby: (typeof LOBBIES)[string], vassalage: string, pages: number, token: string | null) {
  const key = `games:${lobby.list ?? lobby.gameType}:${vassalage}:${pages}:${lobby.list === 'recent' ? token : ''}`;
  return useLoaded(key, async (): Promise<{ games: Game[]; more: boolean }> => {
    if (lobby.list === 'hot') {
      const games = await playerMessages(api.games.getHotGames)({ merchantCode: merchant.code });
      return { games, more: false };
    }
    if (lobby.list === 'recent') {
      if (!token) return { games: [], more: false };
      return { games: await playerMessages(api.games.getRecentGames)({}), more: false };
    }
    const loaded = await Promise.all(
      Array.from({ length: pages }, (_, i) =>
        playerMessages(api.games.getGameList)({
          gameType: lobby.gameType,
          vassalage: vassalage || undefined,
          pageNo: i + 1,
          pageSize: PAGE_SIZE,
        }),
      ),
    );
    const last = loaded.at(-1);
    return { games: loaded.flatMap((page) => page.items), more: last ? pages < last.totalPages : false };
  });
}

/**
 * Every game lobby of the route table: the category's vendors as filters (`?page=` picks one, spec §2), its games in
 * pages of 20, and the launch (login first).
 */
export default function LobbyPage() {
  const { t } = useTranslation(['pages', 'shell']);
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const navigate = useSafeNavigate();
  const check = useLoginCheck();
  const { token } = useSession();
  const lobby = LOBBIES[pathname] ?? LOBBIES['/hot']!;
  const vassalage = params.get('page') ?? '';
  const [pages, setPages] = useState(1);
  const [launchError, setLaunchError] = useState<string | null>(null);
  const { categories } = useGameCategories();
  const games = useGames(lobby, vassalage, pages, token);

  const vendors = useMemo(() => {
    const category = categories?.find((entry) => entry.gameType === lobby.gameType);
    const all = category?.vendors ?? [];
    return lobby.minigame ? all.filter((vendor) => MINIGAME_VENDORS.includes(vendor.vassalage as never)) : all;
  }, [categories, lobby]);

  const play = (game: Game) => {
    if (!check(game.freePlay ? 'member' : 'realAccount')) return;
    launch(game).then(
      (target) => {
        if (target.kind === 'vendor') setParams({ page: target.vassalage });
        else navigate(target.path);
      },
      (error: unknown) => setLaunchError(translateMessage(error instanceof Error ? error.message : null)),
    );
  };

  const items: CardItem[] =
    games.status === 'ready'
      ? games.data.games.map((game) => ({
          id: game.nodeId,
          title: game.name,
          detail: game.vendorName,
          imageUrl: game.imageUrl,
          badge: game.isHot ? t('lobby.hot') : game.isNew ? t('lobby.new') : undefined,
          actionLabel: t('lobby.play'),
        }))
      : [];
  const byId = new Map(games.status === 'ready' ? games.data.games.map((game) => [String(game.nodeId), game]) : []);
  const needsLogin = lobby.list === 'recent' && !token;

  return (
    <>
      <PageSection
        title={t(lobby.titleKey, { ns: 'shell' })}
        status={
          games.status === 'loading'
            ? 'loading'
            : games.status === 'failed'
              ? 'error'
              : items.length === 0
                ? 'empty'
                : 'ready'
        }
        errorMessage={games.status === 'failed' ? translateMessage((games.error as Error).message) : null}
        onRetry={games.status === 'failed' ? games.retry : undefined}
        emptyText={needsLogin ? t('lobby.loginToSee') : t('lobby.empty')}
        toolbar={
          vendors.length > 0 ? (
            <FilterChips
              label={t('lobby.providers')}
              options={[
                { value: '', label: t('lobby.all') },
                ...vendors.map((vendor) => ({ value: vendor.vassalage, label: vendor.displayName })),
              ]}
              value={vassalage}
              onChange={(value) => {
                setPages(1);
                setParams(value ? { page: value } : {});
              }}
            />
          ) : null
        }
      >
        <CardGrid
          items={items}
          label={t('lobby.games')}
          onAction={(item) => {
            const game = byId.get(String(item.id));
            if (game) play(game);
          }}
          hasMore={games.status === 'ready' && games.data.more}
          onMore={() => setPages((n) => n + 1)}
        />
      </PageSection>
      <Warning message={launchError} dismiss={() => setLaunchError(null)} />
    </>
  );
}
