import { CATEGORY_ROUTES, type VendorCard } from '@pf/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { INHOUSE_VENDOR, lotteryRouteOf, useGameLauncher } from './use-game-launcher';

/** A lobby URL with its vendor filter, on page 1 (§4 Game click). */
export function lobbyPath(path: string, vassalage: string | null): string {
  return vassalage ? `${path}?vassalage=${encodeURIComponent(vassalage)}` : path;
}

/**
 * §4 Game click for a vendor card: a single-game card (sports books, esports, cockfight) launches its
 * game; lottery vendors open the lottery pages (or launch); the in-house vendor opens /inhouse; any
 * other vendor opens its category lobby filtered to it, on page 1.
 */
export function useVendorClick() {
  const navigate = useNavigate();
  const { launch, pending } = useGameLauncher();

  const click = useCallback(
    (card: VendorCard) => {
      if (card.isGame === 'GAME' && card.gameId !== null) {
        launch({ ...card, gameId: card.gameId });
        return;
      }
      if (card.gameType === 'LOTT' || card.gameType === 'ELOTT') {
        const route = lotteryRouteOf(card);
        if (route) navigate(route);
        else launch({ ...card, gameId: card.gameId });
        return;
      }
      if (card.gameType === 'INHOUSE' || card.vassalage === INHOUSE_VENDOR) {
        navigate(lobbyPath(CATEGORY_ROUTES.INHOUSE, INHOUSE_VENDOR));
        return;
      }
      const path = CATEGORY_ROUTES[card.gameType as keyof typeof CATEGORY_ROUTES];
      navigate(lobbyPath(path ?? '/providers', card.vassalage));
    },
    [launch, navigate],
  );
  return { click, pending };
}
