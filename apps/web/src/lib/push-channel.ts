/** Waits before reconnecting: 1 s, doubling to at most 30 s, with jitter so tabs do not align. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base / 2 + random() * (base / 2));
}

/** Splits server-sent-event text into event names; returns them and the unfinished rest. */
export function parseEvents(buffer: string): { events: string[]; rest: string } {
  const events: string[] = [];
  const frames = buffer.split('\n\n');
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    const name = /^event: ?(.+)$/m.exec(frame)?.[1]?.trim();
    if (name) events.push(name);
  }
  return { events, rest };
}

export interface PushChannelOptions {
  /** The channel's address (the shell names brand's `system.push` call). */
  path: string;
  token: string;
  onEvent: (event: string) => void;
  /** Injected in tests. */
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Holds the member's push channel open until `stop()` is called: reads its events, and after a
 * drop reconnects with back-off. Each connection starts with `hello`, on which the caller
 * refetches its state, so a change sent while the channel was down is not lost. A refused token
 * (401) ends it: the session is over.
 */
export function openPushChannel(opts: PushChannelOptions): { stop: () => void } {
  const controller = new AbortController();
  const doFetch = opts.fetchImpl ?? fetch;
  const sleep =
    opts.sleep ??
    ((ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        controller.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      }));

  async function readOnce(): Promise<'again' | 'refused'> {
    const res = await doFetch(opts.path, {
      headers: { authorization: `Bearer ${opts.token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (res.status === 401 || res.status === 403) return 'refused';
    if (!res.ok || !res.body) return 'again';
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
      buffer = parsed.rest;
      for (const event of parsed.events) opts.onEvent(event);
    }
  }

  void (async () => {
    let attempt = 0;
    while (!controller.signal.aborted) {
      let outcome: 'again' | 'refused' = 'again';
      const started = Date.now();
      try {
        outcome = await readOnce();
      } catch {
        outcome = 'again';
      }
      if (outcome === 'refused' || controller.signal.aborted) return;
      // A channel that stayed up a while was healthy: start the back-off over.
      attempt = Date.now() - started > 60_000 ? 0 : attempt + 1;
      await sleep(backoffMs(attempt));
    }
  })();

  return { stop: () => controller.abort() };
}
