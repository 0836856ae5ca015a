import { CONTRACTS, type Contracts, ENDPOINTS } from '@pf/shared';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppSplash } from '@/app/app-splash';
import { contractCalls } from '@/lib/api-call';
import { AFTER_FIRST_SCREEN } from '@/lib/first-screen';
import { useSessionStore } from '@/lib/session-store';

/** Every call of the registry: the reads at start belong to several areas. */
const callerOf = (calls: typeof contractCalls) => calls<Contracts>(ENDPOINTS);
const callApi = callerOf(contractCalls);

/**
 * Loads the modules afresh: the wait is armed once per app start. Mounting a splash is what the
 * app's splash does (the first test checks it with the real one).
 */
async function load() {
  vi.resetModules();
  const fresh = {
    callApi: callerOf((await import('@/lib/api-call')).contractCalls),
    useSessionStore: (await import('@/lib/session-store')).useSessionStore,
    splashMounted: (await import('@/lib/first-screen')).splashMounted,
  };
  return fresh;
}

/** A splash on screen; `unmount` takes it away. */
function showSplash(mounted: () => () => void) {
  return { unmount: mounted() };
}

function stubFetch() {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ success: true, code: 'OK', message: '', value: {} })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentPaths = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map((call) => String((call as unknown[])[0]).split('?')[0]);

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('a member’s reads at start', () => {
  it('are named by calls of the contracts that answer the envelope', () => {
    const contracts: Record<string, object> = CONTRACTS;
    const envelopeCall = (name: string) => {
      const contract = contracts[name];
      return contract !== undefined && !('file' in contract);
    };
    expect([...AFTER_FIRST_SCREEN].filter((name) => !envelopeCall(name))).toEqual([]);
  });

  it('wait while the splash is up and go once the screen after it is painted', async () => {
    const fetchMock = stubFetch();
    useSessionStore.getState().setToken('t0k');
    const splash = render(<AppSplash />);

    const balance = callApi('money.balance');
    const info = callApi('members.info');
    // Not listed: a page's own call is never held back.
    const mine = callApi('activity.mine');
    await waitFor(() => expect(sentPaths(fetchMock)).toEqual(['/wps/activity/applications']));

    splash.unmount();
    await Promise.all([balance, info, mine]);
    expect(sentPaths(fetchMock)).toEqual([
      '/wps/activity/applications',
      '/wps/v2/wallets/balance',
      '/wps/member/info',
    ]);
    const init = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).Authorization).toBe('Bearer t0k');
  });

  it('go one per task once the screen is painted, not all in the task that lets them go', async () => {
    const { callApi, useSessionStore, splashMounted } = await load();
    let sentWithFirst = 0;
    const fetchMock = vi.fn(async () => {
      // Reads let go in one task would all be sent before this microtask runs.
      if (fetchMock.mock.calls.length === 1)
        queueMicrotask(() => {
          sentWithFirst = fetchMock.mock.calls.length;
        });
      return new Response(JSON.stringify({ success: true, code: 'OK', message: '', value: {} }));
    });
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().setToken('t0k');
    const splash = showSplash(splashMounted);
    const held = [callApi('money.balance'), callApi('members.info'), callApi('messages.unreadCount')];

    splash.unmount();
    await Promise.all(held);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sentWithFirst).toBe(1);
  });

  it('wait for a token still in the address, and carry it once it is taken', async () => {
    const { callApi, useSessionStore, splashMounted } = await load();
    const fetchMock = stubFetch();
    window.history.replaceState(null, '', '/?token=fromLink');
    const splash = showSplash(splashMounted);

    const notice = callApi('content.notice', { query: { types: 'H,PL' } as never });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();

    // App start takes the token from the address as the router is created, before the first screen.
    useSessionStore.getState().setToken('fromLink');
    window.history.replaceState(null, '', '/');
    splash.unmount();
    await notice;
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).Authorization).toBe('Bearer fromLink');
  });

  it('stay held while a second splash takes over from the first', async () => {
    const { callApi, useSessionStore, splashMounted } = await load();
    const fetchMock = stubFetch();
    useSessionStore.getState().setToken('t0k');
    const first = showSplash(splashMounted);
    const balance = callApi('money.balance');

    const second = showSplash(splashMounted);
    first.unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();

    second.unmount();
    await balance;
    expect(sentPaths(fetchMock)).toEqual(['/wps/v2/wallets/balance']);
  });

  it('never wait for a visitor, for a call sent without the token, or where no splash was shown', async () => {
    const { callApi, useSessionStore, splashMounted } = await load();
    const fetchMock = stubFetch();
    showSplash(splashMounted);

    await callApi('content.notice', { query: { types: 'H,PU' } as never });
    useSessionStore.getState().setToken('t0k');
    await callApi('content.notice', { query: { types: 'B' } as never, anonymous: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const fresh = await load();
    const freshFetch = stubFetch();
    fresh.useSessionStore.getState().setToken('t0k');
    await fresh.callApi('money.balance');
    expect(freshFetch).toHaveBeenCalledTimes(1);
  });
});

describe('a member’s push channel', () => {
  it('opens once the first screen is painted', async () => {
    const { useSessionStore, splashMounted } = await load();
    const { PushSync } = await import('@/app/push-sync');
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    const fetchMock = stubFetch();
    useSessionStore.getState().setToken('t0k');
    const splash = showSplash(splashMounted);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PushSync />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();

    splash.unmount();
    await waitFor(() => expect(sentPaths(fetchMock)).toEqual(['/wps/push/stream']));
  });
});
