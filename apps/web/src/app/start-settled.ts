import type { QueryClient } from '@tanstack/react-query';
import { firstScreenPainted } from '@/lib/first-screen';
import { whenIdle } from '@/lib/when-idle';

const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

/** Resolves once none of the client's queries is fetching (at once if none is). */
export function queriesAnswered(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    let stop: (() => void) | null = null;
    const check = () => {
      if (client.isFetching() > 0) return;
      stop?.();
      resolve();
    };
    stop = client.getQueryCache().subscribe(check);
    check();
  });
}

/**
 * Resolves when the site's start is over: its first screen painted, the reads it held until then
 * sent (each in an idle moment of its own), every read answered, and the browser idle again.
 * Work that can wait for it (installing the service worker) no longer competes with the start.
 */
export async function startSettled(client: QueryClient): Promise<void> {
  await firstScreenPainted();
  await idle();
  await queriesAnswered(client);
  await idle();
}
