import { PUSH_EVENTS, type PushEvent } from '@pf/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { KEY_ROOTS } from './query-keys';

type Change = Exclude<PushEvent, 'hello'>;

/** The reads each change makes stale: the push channel names the change, these read it again. */
const STALE_ON: Record<Change, readonly QueryKey[]> = {
  balance: [KEY_ROOTS.wallet],
  message: [KEY_ROOTS.messages],
  draw: [KEY_ROOTS.lottery],
  chat: [KEY_ROOTS.chat],
  crash: [KEY_ROOTS.crash],
};

/**
 * Push topic → query keys to invalidate. `hello` opens every connection: whatever changed while
 * the channel was down is read again, so it names every other topic's keys.
 */
export const PUSH_TOPICS: Readonly<Record<PushEvent, readonly QueryKey[]>> = {
  hello: Object.values(STALE_ON).flat(),
  ...STALE_ON,
};

export const isPushTopic = (name: string): name is PushEvent =>
  (PUSH_EVENTS as readonly string[]).includes(name);

/**
 * Reads again what a topic names, whether the server pushed it or this tab caused the change
 * itself: a change is refreshed the same way however the site learns of it. Resolves once the
 * reads on screen have their new answers.
 */
export async function refreshTopic(client: QueryClient, topic: PushEvent): Promise<void> {
  await Promise.all(PUSH_TOPICS[topic].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * The member's money moved (a bet or a round, a deposit, withdrawal or transfer, a claim, the
 * server's `balance` push, a seamless game's round): the balance and every money read beside it
 * are read again. The one way the site refreshes a balance.
 */
export const refreshBalance = (client: QueryClient) => refreshTopic(client, 'balance');
