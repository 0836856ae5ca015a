import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { GameFrame } from '../components/game-frame';
import { useFrameTarget } from '../model/use-frame-target';

/** How often the header balance is refreshed while a seamless game is open. */
export const SEAMLESS_BALANCE_REFRESH_MS = 10_000;

/**
 * /seamless (§2): a game on the seamless wallet, framed with the side bar forced mini and no right
 * bar (the layout does both for this path). The game moves the member's own balance, so the
 * header's balance is refreshed while it runs (on a timer, when the tab regains focus and whenever
 * the game's page reloads) and once more when the member leaves.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  const target = useFrameTarget();
  const client = useQueryClient();
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: ['wallet', 'balance'] }),
    [client],
  );

  useEffect(() => {
    if (!target.url) return;
    const timer = window.setInterval(refresh, SEAMLESS_BALANCE_REFRESH_MS);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      refresh();
    };
  }, [refresh, target.url]);

  return (
    <GameFrame
      {...target}
      note={t('games.frame.seamlessNote')}
      onFrameLoad={refresh}
      testId="seamless-page"
    />
  );
}
