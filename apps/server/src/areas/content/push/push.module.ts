import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import type { ChangeBus } from '../../../platform/change-bus.ts';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { onMoneyMoved } from '../../money/index.ts';
import { pushHub } from './push.hub.ts';
import { pushRepository } from './push.repository.ts';
import { pushRoutes } from './push.routes.ts';

/**
 * Real-time push: a committed ledger movement becomes a `balance` event on the channels of the
 * member who owns the account, on every instance; a change to draws a `draw` event for the brand.
 * Other features call `hub.publish` (a new message, a chat line).
 */
/** Draw changes come in bursts (a settlement, the next draws opening): one event per gap. */
export const DRAW_EVENT_GAP_MS = 1000;

export function createPush(db: Db, bus: ChangeBus) {
  const hub = pushHub(bus);
  const repo = pushRepository(db);
  // Accounts never change owner: one lookup each is enough.
  const owners = new Map<bigint, { merchantId: number; memberId: string } | null>();

  async function ownersOf(ids: bigint[]) {
    const unknown = ids.filter((id) => !owners.has(id));
    for (const row of await repo.accountOwners(unknown)) {
      owners.set(
        row.id,
        row.owner_kind === 'member' ? { merchantId: row.merchant_id, memberId: row.owner_id } : null,
      );
    }
    return ids.map((id) => owners.get(id)).filter((o) => o != null);
  }

  const stopMoney = onMoneyMoved(db, (ids) => {
    ownersOf(ids).then(
      (members) => {
        for (const m of members) hub.publish({ ...m, event: 'balance' });
      },
      () => {
        // The member's site refetches on its next reconnect or action; nothing is lost but speed.
      },
    );
  });

  // Draws open, lock and are drawn in the database; every instance hears it (migration 0016) and
  // tells its own channels, at most once a second however many rows a settlement touches.
  let drawTimer: NodeJS.Timeout | undefined;
  const stopDraws = bus.subscribe('lottery', () => {
    drawTimer ??= setTimeout(() => {
      drawTimer = undefined;
      hub.toAllHere('draw');
    }, DRAW_EVENT_GAP_MS);
  });

  return {
    hub,
    close: () => {
      stopMoney();
      stopDraws();
      clearTimeout(drawTimer);
    },
  };
}

export type Push = ReturnType<typeof createPush>;

export async function pushModuleRoutes(app: FastifyInstance, opts: { push: Push; auth: MemberAuth }) {
  await app.register(pushRoutes, { hub: opts.push.hub, auth: opts.auth });
}
