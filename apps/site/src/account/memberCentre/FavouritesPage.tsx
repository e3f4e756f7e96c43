import { useFavoriteGames, useToggleFavorite } from '../../games/queries';
import { useSession } from '../../session/session';
import { GamesList } from './GamesList';

/** favourites (member centre): the favourite games (spec §7 MCSFE_getFavoriteGamesList); the star removes one. */
export default function FavouritesPage() {
  const { token } = useSession();
  const query = useFavoriteGames(token, Boolean(token));
  const toggle = useToggleFavorite(token);
  return <GamesList list="favourites" query={query} onRemove={(game) => toggle.mutate({ game, favorite: false })} />;
}
