import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { applyPushEvent } from '@/app/push-sync';
import { queryKeys } from '@/app/query-keys';
import { backoffMs, openPushChannel, parseEvents } from './push-channel';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
}

describe('push channel', () => {
  it('reads event names across chunk boundaries and ignores comments', () => {
    const first = parseEvents('retry: 3000\n\nevent: hello\ndata: {}\n\n: ping\n\nevent: bal');
    expect(first.events).toEqual(['hello']);
    expect(parseEvents(`${first.rest}ance\ndata: {}\n\n`).events).toEqual(['balance']);
  });

  it('backs off from about a second to at most thirty, with jitter', () => {
    expect(backoffMs(0, () => 0)).toBe(500);
    expect(backoffMs(0, () => 1)).toBe(1000);
    expect(backoffMs(3, () => 1)).toBe(8000);
    expect(backoffMs(20, () => 1)).toBe(30_000);
  });

  it('sends the token, reconnects after a drop and stops for good on a refused session', async () => {
    const calls: (string | null)[] = [];
    const answers = [
      new Response(streamOf(['event: hello\ndata: {}\n\nevent: balance\ndata: {}\n\n']), { status: 200 }),
      new Response(streamOf(['event: hello\ndata: {}\n\n']), { status: 200 }),
      new Response(null, { status: 401 }),
    ];
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Headers(init?.headers).get('authorization'));
      return answers.shift() ?? new Response(null, { status: 401 });
    });
    const events: string[] = [];
    const sleeps: number[] = [];
    openPushChannel({
      path: '/wps/push/stream',
      token: 'tok',
      onEvent: (e) => events.push(e),
      fetchImpl: fetchImpl as unknown as typeof fetch,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(3));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(calls).toEqual(['Bearer tok', 'Bearer tok', 'Bearer tok']);
    expect(events).toEqual(['hello', 'balance', 'hello']);
    expect(sleeps).toHaveLength(2);
  });

  it('marks the balance stale on a balance event and everything it shows on hello', () => {
    const client = new QueryClient();
    const balance = queryKeys.money.balance('tok');
    const game = queryKeys.lottery.game('x');
    client.setQueryData(balance, { sumBalance: '1.00' });
    client.setQueryData(game, {});
    applyPushEvent(client, 'balance');
    expect(client.getQueryState(balance)?.isInvalidated).toBe(true);
    expect(client.getQueryState(game)?.isInvalidated).toBe(false);
    applyPushEvent(client, 'hello');
    expect(client.getQueryState(game)?.isInvalidated).toBe(true);
  });
});
