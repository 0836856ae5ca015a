import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import type { MemberAuth } from '../../../plugins/auth.ts';
import type { MoneySettingsService } from '../../brand/index.ts';
import type { PushHub } from '../../content/index.ts';
import type { StakeGate } from '../inhouse/inhouse.service.ts';
import { crashClock } from './crash.clock.ts';
import { crashRoutes } from './crash.routes.ts';
import { crashService } from './crash.service.ts';
import { crashPoints } from './crash-points.ts';

/** Bets come in bursts before a round starts: the brand hears of them at most this often. */
export const CRASH_EVENT_GAP_MS = 500;

/**
 * The Crash game on a database handle: the member service and the round clock, both telling the
 * push channel (a `crash` event for the brand when its round changes, and for a member when their
 * bet is settled); players refetch the round's state and draw its curve from the start time.
 */
export function createCrash(opts: {
  db: Db;
  hub?: PushHub;
  now?: () => Date;
  onError?: (err: unknown) => void;
  stakeGate?: StakeGate;
  money?: MoneySettingsService;
}) {
  const now = opts.now ?? (() => new Date());
  const points = crashPoints();
  const pending = new Map<number, NodeJS.Timeout>();
  /** Tells the member at once; the brand's players once per `gapMs` however many changes come. */
  const notify = (gapMs: number) => (merchantId: number, memberId?: bigint) => {
    const hub = opts.hub;
    if (!hub) return;
    if (memberId !== undefined) hub.publish({ merchantId, memberId: String(memberId), event: 'crash' });
    if (pending.has(merchantId)) return;
    pending.set(
      merchantId,
      setTimeout(() => {
        pending.delete(merchantId);
        hub.publish({ merchantId, event: 'crash' });
      }, gapMs),
    );
  };
  // Phase changes go out at once; bets placed in a burst before the start only once per gap.
  const publish = notify(0);
  const onChange = notify(CRASH_EVENT_GAP_MS);
  const service = crashService({
    db: opts.db,
    now,
    points,
    onChange,
    stakeGate: opts.stakeGate,
    money: opts.money,
  });
  const clock = crashClock({
    db: opts.db,
    now,
    points,
    holder: randomUUID(),
    publish,
    ...(opts.onError ? { onError: opts.onError } : {}),
  });
  return {
    service,
    clock,
    close: () => {
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
    },
  };
}

export type Crash = ReturnType<typeof createCrash>;

export async function crashModuleRoutes(app: FastifyInstance, opts: { crash: Crash; auth: MemberAuth }) {
  await app.register(crashRoutes, { crash: opts.crash.service, auth: opts.auth });
}
