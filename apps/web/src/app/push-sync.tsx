import { systemEndpoints } from '@pf/shared/contracts/brand';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { firstScreenPainted } from '@/lib/first-screen';
import { openPushChannel } from '@/lib/push-channel';
import { isPushTopic, refreshTopic } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';

/** A pushed event refreshes what its topic names (lib/push-topics); an unknown name is ignored. */
export function applyPushEvent(client: QueryClient, event: string) {
  if (isPushTopic(event)) void refreshTopic(client, event);
}

/**
 * Keeps a logged-in tab's push channel open: the header balance, messages, lottery boards and the
 * support chat refresh when the server says they changed, without polling.
 */
export function PushSync() {
  const token = useSessionStore((s) => s.token);
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return;
    // Opened once the first screen is painted, like the member's other reads at start.
    let channel: { stop: () => void } | null = null;
    let stopped = false;
    const open = () => {
      if (!stopped)
        channel = openPushChannel({
          path: systemEndpoints['system.push'].path,
          token,
          onEvent: (event) => applyPushEvent(client, event),
        });
    };
    const wait = firstScreenPainted();
    if (wait) void wait.then(open);
    else open();
    return () => {
      stopped = true;
      channel?.stop();
    };
  }, [token, client]);
  return null;
}
