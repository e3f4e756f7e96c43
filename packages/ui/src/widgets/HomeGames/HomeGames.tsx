import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/Tabs';
import { HomeSection } from '../../private/HomeBlock/HomeBlock';
import type { Loadable, LobbyGame } from '../../private/types';
import { GameGrid } from '../GameGrid';

/** The home lobby's game lists (spec §2): hot for everyone, favourites and recent for a logged-in player. */
export const homeGameLists = ['hot', 'favorites', 'recent'] as const;
export type HomeGameList = (typeof homeGameLists)[number];

export interface HomeGamesProps {
  /** Favourites and recent games show only when logged in. */
  loggedIn: boolean;
  list: HomeGameList;
  onListChange: (list: HomeGameList) => void;
  games: Loadable<readonly LobbyGame[]>;
  onPlay: (game: LobbyGame) => void;
}

const emptyKeys = {
  hot: 'grid.empty',
  favorites: 'grid.emptyFavorites',
  recent: 'grid.emptyRecent',
} as const satisfies Record<HomeGameList, string>;

/** Hot, favourite and recent games as tiles (the hot list alone for a visitor); a tile launches its game. */
export function HomeGames({ loggedIn, list, onListChange, games, onPlay }: HomeGamesProps) {
  const { t } = useTranslation('lobby');
  const shown: HomeGameList = loggedIn ? list : 'hot';
  const grid = (
    <GameGrid
      label={t(`lists.${shown}`)}
      games={games.status === 'ready' ? games.data : []}
      status={games.status === 'ready' ? (games.data.length > 0 ? 'ready' : 'empty') : games.status}
      errorMessage={games.status === 'error' ? games.message : undefined}
      onRetry={games.status === 'error' ? games.onRetry : undefined}
      emptyText={t(emptyKeys[shown])}
      onPlay={onPlay}
    />
  );
  if (!loggedIn) {
    return (
      <HomeSection name="games" keepPlace={games.status !== 'ready'}>
        {grid}
      </HomeSection>
    );
  }
  return (
    <Tabs value={shown} onValueChange={(value) => onListChange(value as HomeGameList)}>
      <HomeSection
        name="games"
        keepPlace={games.status !== 'ready'}
        tools={
          <Tabs.List aria-label={t('lists.label')}>
            {homeGameLists.map((value) => (
              <Tabs.Trigger key={value} value={value}>
                {t(`lists.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        }
      >
        <Tabs.Content value={shown}>{grid}</Tabs.Content>
      </HomeSection>
    </Tabs>
  );
}
