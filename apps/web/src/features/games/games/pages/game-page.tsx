import { GameFrame } from '../components/game-frame';
import { useFrameTarget } from '../model/use-frame-target';

/** /game (§2): the launched game in an iframe. */
export function GamePage() {
  const target = useFrameTarget();
  return <GameFrame {...target} testId="game-page" />;
}
