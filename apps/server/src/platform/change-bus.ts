import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

// Declared beside the bus, not in app.ts, so that every program that compiles a route reading
// `app.changes` (the journeys' set-up seeds through the areas' faces) knows the decoration.
declare module 'fastify' {
  interface FastifyInstance {
    /** What this instance hears of changes to cached data. */
    changes: ChangeBus;
  }
}

/** What changed: a topic ('catalog', 'merchant', 'lottery', 'session') and, for some, a key. */
export type ChangeHandler = (key: string | undefined) => void;

/**
 * Carries "this changed" between the instances of a deployment so each can drop what it cached.
 * Every change reaches this instance's subscribers synchronously, before `publish` returns, and
 * the other instances through Redis pub/sub (when configured) and PostgreSQL NOTIFY (triggers on
 * the cached tables, so a change made straight in the database is heard too).
 *
 * The topic '*' means "anything may have changed": it is sent to every subscriber when a
 * transport comes back after a loss, since changes sent meanwhile were missed.
 */
export interface ChangeBus {
  publish(topic: string, key?: string): void;
  subscribe(topic: string, handler: ChangeHandler): () => void;
  /**
   * False while a transport that carries other instances' changes is down: caches must then read
   * through instead of serving what they hold.
   */
  readonly live: boolean;
  /** Hands a change heard from the database to this instance's subscribers. */
  receive(message: string): void;
  /** Marks a transport up or down; coming back up flushes every cache. */
  transportState(name: string, up: boolean): void;
  close(): Promise<void>;
}

/** Messages are `topic` or `topic:key`, the same text on Redis and from the database triggers. */
function parse(message: string): [string, string | undefined] {
  const at = message.indexOf(':');
  return at < 0 ? [message, undefined] : [message.slice(0, at), message.slice(at + 1)];
}

export function createChangeBus(opts: { redis?: Redis | undefined; channel?: string } = {}): ChangeBus {
  const handlers = new Map<string, Set<ChangeHandler>>();
  const down = new Set<string>();
  const origin = randomUUID();
  const channel = opts.channel ?? 'pf:changes';
  let closed = false;

  function deliver(topic: string, key: string | undefined) {
    const targets = topic === '*' ? [...handlers.values()] : [handlers.get(topic), handlers.get('*')];
    for (const set of targets) for (const h of set ?? []) h(topic === '*' ? undefined : key);
  }

  const bus: ChangeBus = {
    get live() {
      return down.size === 0;
    },
    publish(topic, key) {
      deliver(topic, key);
      const text = key === undefined ? topic : `${topic}:${key}`;
      opts.redis?.publish(channel, `${origin} ${text}`).catch(() => {
        // The subscriber connection reports the outage and makes caches read through.
      });
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set<ChangeHandler>();
      handlers.set(topic, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    receive(message) {
      const [topic, key] = parse(message);
      deliver(topic, key);
    },
    transportState(name, up) {
      if (up && down.delete(name)) deliver('*', undefined);
      if (!up && !closed) down.add(name);
    },
    async close() {
      closed = true;
      await subscriber?.quit().catch(() => {});
    },
  };

  const subscriber = opts.redis?.duplicate();
  if (subscriber) {
    // Until the subscription is confirmed, other instances' changes could be missed.
    bus.transportState('redis', false);
    subscriber.on('message', (_channel: string, raw: string) => {
      const space = raw.indexOf(' ');
      if (raw.slice(0, space) === origin) return;
      bus.receive(raw.slice(space + 1));
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => bus.transportState('redis', true),
        () => bus.transportState('redis', false),
      );
    });
    subscriber.on('close', () => bus.transportState('redis', false));
    subscriber.on('error', () => bus.transportState('redis', false));
  }
  return bus;
}
