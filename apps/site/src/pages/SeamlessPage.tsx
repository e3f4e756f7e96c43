import { GameFramePage } from '../games/GameFramePage';

/** /seamless: the seamless game page; the header and left bar stay hidden unless the player shows them (spec §2). */
export default function SeamlessPage() {
  return <GameFramePage />;
}
