import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/app/query-keys';

/** Idle callbacks run only when the test says the browser is idle. */
let idle: (() => void)[] = [];
const browserIdles = () => {
  const waiting = idle;
  idle = [];
  for (const cb of waiting) cb();
};
/** Lets every timer and promise due now run (the query cache tells its listeners in a timer). */
async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A query whose answer the test gives by hand. */
function pendingQuery(client: QueryClient) {
  let answer = (_value: string) => {};
  void client.fetchQuery({
    queryKey: queryKeys.content.banners('M1', 'en'),
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
  });
  return (value: string) => answer(value);
}

/** Fresh modules: the first-screen gate and the registration are once per app start. */
async function load() {
  vi.resetModules();
  return {
    ...(await import('./start-settled')),
    ...(await import('./service-worker')),
    splashMounted: (await import('@/lib/first-screen')).splashMounted,
  };
}

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => setTimeout(cb, 0));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the end of the start', () => {
  const idleThrice = async () => {
    for (let i = 0; i < 3; i++) {
      browserIdles();
      await settle();
    }
  };

  it('waits for the first screen after the splash to be painted', async () => {
    const { startSettled, splashMounted } = await load();
    const unmountSplash = splashMounted();
    let settled = false;
    void startSettled(new QueryClient()).then(() => {
      settled = true;
    });

    await idleThrice();
    expect(settled).toBe(false); // idle, no read on its way, but the splash is still up

    unmountSplash();
    await settle();
    await idleThrice();
    expect(settled).toBe(true);
  });

  it('waits for every read to be answered, then for the browser to be idle again', async () => {
    const { startSettled } = await load();
    const client = new QueryClient();
    const answer = pendingQuery(client);
    let settled = false;
    void startSettled(client).then(() => {
      settled = true;
    });

    await idleThrice();
    expect(settled).toBe(false); // idle again and again, but the banners are not in yet

    answer('three banners');
    await settle();
    expect(settled).toBe(false); // answered, but the browser has not been idle since
    browserIdles();
    await settle();
    expect(settled).toBe(true);
  });

  it('stops waiting for a read that never ends after its limit', async () => {
    const { queriesAnswered } = await load();
    const client = new QueryClient();
    pendingQuery(client);
    let answered = false;
    void queriesAnswered(client, 30).then(() => {
      answered = true;
    });
    await settle();
    expect(answered).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(answered).toBe(true);
  });

  it('does not wait for reads when none is on its way', async () => {
    const { queriesAnswered } = await load();
    let answered = false;
    void queriesAnswered(new QueryClient()).then(() => {
      answered = true;
    });
    await settle();
    expect(answered).toBe(true);
  });
});

describe('the service worker', () => {
  it('registers only once the start is over, and once', async () => {
    vi.stubEnv('PROD', true);
    const register = vi.fn(async () => ({}));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    const { registerServiceWorker } = await load();
    let over = () => {};
    const startOver = new Promise<void>((resolve) => {
      over = resolve;
    });

    registerServiceWorker(() => startOver);
    registerServiceWorker(() => Promise.resolve());
    await settle();
    expect(register).not.toHaveBeenCalled();

    over();
    await settle();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });
});
