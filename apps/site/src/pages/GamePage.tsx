import { GameFrameContainer } from '../games/GameFrameContainer';

/** /game: the embedded game frame, header only (spec §2). */
export default function GamePage() {
  return <GameFrameContainer />;
}
