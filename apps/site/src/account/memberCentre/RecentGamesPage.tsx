import { useRecentGames } from '../../games/queries';
import { useSession } from '../../session/session';
import { GamesList } from './GamesList';

/** recentGames (member centre): the games played last (spec §7 GCS_recentGame). */
export default function RecentGamesPage() {
  const { token } = useSession();
  return <GamesList list="recentGames" query={useRecentGames(token, Boolean(token))} />;
}
