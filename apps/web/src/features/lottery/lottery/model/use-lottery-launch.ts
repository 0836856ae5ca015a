import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGameLauncher } from '@/features/games/games';
import type { LotteryMenuItem } from '../api/menus';
import { launchableOf, lotteryLaunch } from './launch';

/**
 * Opens a lottery game the way §4 routes it: our own Vietnamese and keno games open their betting
 * pages; the SEA lottery and single-game vendors launch through the games launcher (login gate,
 * maintenance dialog, framed game page); a VASSALAGE vendor first lists its games, in `listed`.
 */
export function useLotteryLaunch() {
  const navigate = useNavigate();
  const { launch: launchGame } = useGameLauncher();
  const [listed, setListed] = useState<LotteryMenuItem | null>(null);

  const launch = useCallback(
    (item: LotteryMenuItem) => {
      const target = lotteryLaunch(item);
      if (target.kind === 'route') void navigate(target.to);
      else if (target.kind === 'thirdParty' && target.popupList) setListed(item);
      else launchGame(launchableOf(item));
    },
    [navigate, launchGame],
  );
  const closeList = useCallback(() => setListed(null), []);

  return { launch, listed, closeList };
}
