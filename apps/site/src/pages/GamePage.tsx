import { GameFramePage } from '../games/GameFramePage';

/** /game: the embedded game frame, header only (spec §2). */
export default function GamePage() {
  return <GameFramePage />;
}
