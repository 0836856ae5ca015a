import { useLatestCallback } from '@/lib/use-latest-callback';
import { useFavouriteIds, useToggleFavourite } from '../api/favourites';
import { useGameLauncher } from './use-game-launcher';

/**
 * What a list of game tiles needs: the member's favourites, the game being launched, and the play
 * and favourite handlers. The handlers keep one identity across renders, so memoized tiles whose
 * game and state are unchanged skip the list's re-renders.
 */
export function useTileActions() {
  const favourites = useFavouriteIds();
  const { launch, pending } = useGameLauncher();
  const onPlay = useLatestCallback(launch);
  const onToggleFavourite = useLatestCallback(useToggleFavourite());
  return { favourites, pending, onPlay, onToggleFavourite };
}
