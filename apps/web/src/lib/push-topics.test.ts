import { PUSH_EVENTS } from '@pf/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/app/query-keys';
import { PUSH_TOPICS, refreshBalance, refreshTopic } from './push-topics';

function clientWith(...keys: (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, {});
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, stale };
}

describe('push topics', () => {
  it('names the reads of every event the channel carries, hello all of them', () => {
    expect(Object.keys(PUSH_TOPICS).sort()).toEqual([...PUSH_EVENTS].sort());
    const others = PUSH_EVENTS.filter((e) => e !== 'hello').flatMap((e) => PUSH_TOPICS[e]);
    expect(PUSH_TOPICS.hello).toEqual(others);
  });

  it('refreshes a balance the same way whether the server pushed it or this tab moved the money', async () => {
    const balance = queryKeys.money.balance('tok');
    const grants = queryKeys.rewards.bonusGrants('tok', 'active', 1);
    const inbox = queryKeys.content.messages.unread('tok');
    const pushed = clientWith(balance, grants, inbox);
    await refreshTopic(pushed.client, 'balance');
    const here = clientWith(balance, grants, inbox);
    await refreshBalance(here.client);
    for (const { stale } of [pushed, here]) {
      expect(stale(balance)).toBe(true);
      expect(stale(grants)).toBe(true);
      expect(stale(inbox)).toBe(false);
    }
  });
});
