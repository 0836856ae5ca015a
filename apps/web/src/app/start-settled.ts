import type { QueryClient } from '@tanstack/react-query';
import { firstScreenPainted } from '@/lib/first-screen';
import { whenIdle } from '@/lib/when-idle';

const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

/** A read still on its way after this long no longer holds up what waits for the start. */
export const READS_WAIT_LIMIT_MS = 10_000;

/**
 * Resolves once none of the client's queries is fetching (at once if none is), or after `limitMs`:
 * a page that keeps a read going all the time must not hold back what waits for it for ever.
 */
export function queriesAnswered(client: QueryClient, limitMs = READS_WAIT_LIMIT_MS): Promise<void> {
  return new Promise((resolve) => {
    let stop: (() => void) | null = null;
    const done = () => {
      window.clearTimeout(limit);
      stop?.();
      resolve();
    };
    const limit = window.setTimeout(done, limitMs);
    stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    if (client.isFetching() === 0) done();
  });
}

/**
 * Resolves when the site's start is over: its first screen painted, the reads it held until then
 * sent (they go a task after that paint; one idle moment later they are on their way), every read
 * answered, and the browser idle again. Work that can wait for it (installing the service worker)
 * then no longer competes with the start.
 */
export async function startSettled(client: QueryClient): Promise<void> {
  await firstScreenPainted();
  await idle();
  await queriesAnswered(client);
  await idle();
}
