import { GameFrameContainer } from '../games/GameFrameContainer';

/**
 * /seamless: the seamless game page (spec §2): the same launched game, with the header and left bar hidden unless
 * the player shows them (the route's layout). Sports books, esports and cockfight arenas open here.
 */
export default function SeamlessPage() {
  return <GameFrameContainer />;
}
