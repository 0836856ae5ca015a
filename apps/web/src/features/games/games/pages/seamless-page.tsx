import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { GameFrame } from '../components/game-frame';
import { useFrameTarget } from '../model/use-frame-target';

/** How often the header balance is refreshed while a seamless game is open. */
export const SEAMLESS_BALANCE_REFRESH_MS = 10_000;

/** What a game page posts to the page that frames it when it has played a round in place. */
export const ROUND_PLAYED_MESSAGE = 'game-round-played';

/**
 * /seamless (§2): a game on the seamless wallet, framed with the side bar forced mini and no right
 * bar (the layout does both for this path). The game moves the member's own balance, so the
 * header's balance is refreshed while it runs (on a timer, when the tab regains focus, whenever
 * the game's page reloads or the game says it played a round) and once more when the member leaves.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  const target = useFrameTarget();
  const client = useQueryClient();
  const refresh = useCallback(() => void refreshBalance(client), [client]);

  useEffect(() => {
    if (!target.url) return;
    const gameOrigin = new URL(target.url).origin;
    // Only the framed game's own origin is heard; the message carries nothing but its kind.
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (
        event.origin === gameOrigin &&
        typeof data === 'object' &&
        data !== null &&
        (data as { type?: unknown }).type === ROUND_PLAYED_MESSAGE
      )
        refresh();
    };
    const timer = window.setInterval(refresh, SEAMLESS_BALANCE_REFRESH_MS);
    window.addEventListener('focus', refresh);
    window.addEventListener('message', onMessage);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      window.removeEventListener('message', onMessage);
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
