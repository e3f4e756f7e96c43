import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { Dialog } from '../../components/Dialog';
import type { LobbyGame } from '../../private/types';
import * as styles from './VendorGames.css';

export interface VendorGamesProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vendor's name (the item's), the dialog's title. */
  vendorName: string;
  status: 'loading' | 'error' | 'ready';
  /** The vendor's games loaded so far. */
  games: readonly LobbyGame[];
  /** The failure's message (the server's, or a translated one). */
  errorMessage?: string | null;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Choosing a game: the site launches it (login first). */
  onPlay: (game: LobbyGame) => void;
}

/**
 * The popup game list of spec §4: a whole vendor's item (isGame VASSALAGE) shows the vendor's games over the page,
 * a page at a time; choosing one launches it. Loading, failed and empty states are never blank.
 */
export function VendorGames({
  open,
  onOpenChange,
  vendorName,
  status,
  games,
  errorMessage,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onPlay,
}: VendorGamesProps) {
  const { t } = useTranslation('lobby');
  const title = t('vendorGames.title', { name: vendorName });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="lg">
      {status !== 'ready' || games.length === 0 ? (
        <ContentStatus
          size="section"
          status={status === 'ready' ? 'empty' : status}
          loadingLabel={t('grid.loading')}
          errorMessage={errorMessage}
          onRetry={onRetry}
          emptyText={t('grid.empty')}
        />
      ) : (
        <>
          <ul className={styles.list} aria-label={title}>
            {games.map((game) => (
              <li key={game.id}>
                <button type="button" className={styles.game} onClick={() => onPlay(game)}>
                  {game.imageUrl ? (
                    <img className={styles.picture} src={game.imageUrl} alt="" loading="lazy" decoding="async" />
                  ) : null}
                  <span className={styles.name}>{game.name}</span>
                </button>
              </li>
            ))}
          </ul>
          {hasMore && onLoadMore ? (
            <div className={styles.more}>
              <Button variant="outline" loading={loadingMore} onClick={onLoadMore}>
                {loadingMore ? t('grid.loadingMore') : t('grid.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
