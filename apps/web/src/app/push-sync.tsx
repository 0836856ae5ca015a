import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { firstScreenPainted } from '@/lib/first-screen';
import { openPushChannel } from '@/lib/push-channel';
import { useSessionStore } from '@/lib/session-store';

/** Query keys each push event makes stale; the channel names changes, the queries refetch. */
const STALE_ON: Record<string, string[][]> = {
  hello: [['wallet'], ['messages'], ['lottery'], ['support-chat'], ['crash']],
  balance: [['wallet']],
  message: [['messages']],
  draw: [['lottery']],
  chat: [['support-chat']],
  crash: [['crash']],
};

export function applyPushEvent(client: QueryClient, event: string) {
  for (const queryKey of STALE_ON[event] ?? []) void client.invalidateQueries({ queryKey });
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
      if (!stopped) channel = openPushChannel({ token, onEvent: (event) => applyPushEvent(client, event) });
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
