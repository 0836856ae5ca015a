import { CRASH_BETTING_MS, CRASH_PAUSE_MS } from '@pf/shared/inhouse/index';
import type { Db } from '../../../db/kysely.ts';
import { createLedger, memberAccount, seedDemoBalance } from '../../money/index.ts';
import type { Crash } from './crash.module.ts';
import { crashRepository } from './crash.repository.ts';
import type { Owner } from './crash-money.ts';
import { crashPoints } from './crash-points.ts';

export const START = new Date('2026-11-25T08:00:00Z');

/** Members of the first brand with `cash` minor units each, named `${prefix}${i}`. */
export async function fundedMembers(db: Db, prefix: string, count: number, cash: bigint): Promise<Owner[]> {
  const brand = await db
    .selectFrom('merchants')
    .select(['id', 'currency'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('members')
    .values(
      Array.from({ length: count }, (_, i) => ({
        merchant_id: brand.id,
        username: `${prefix}${i}`,
        nickname: `${prefix}${i}`,
        password_hash: 'x',
        type: 0,
      })),
    )
    .returning('id')
    .execute();
  for (const r of rows) await seedDemoBalance(db, brand.id, r.id, cash);
  return rows.map((r) => ({ merchantId: brand.id, memberId: r.id, currency: brand.currency }));
}

/** The crash round tests' view of a database: the first brand's rounds and their secrets. */
export function crashKit(db: Db, clock: { now: () => Date; advance(ms: number): void }) {
  const repo = crashRepository(db);
  const secrets = crashPoints();
  let merchantId = 0;
  const brand = async () => {
    merchantId ||= (await db.selectFrom('merchants').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    return merchantId;
  };

  /** The live round of the first brand (undefined when it has crashed or there is none). */
  const live = async () => {
    const r = await repo.latestRound(await brand());
    return r && !r.crashed_at ? r : undefined;
  };

  /**
   * Ticks `crash`'s clock (moving time on past crashes and pauses) until the brand has a round in
   * its betting phase whose crash point is at least `minCrash`; returns it with its crash point.
   */
  async function bettingRound(crash: Crash, minCrash = 100) {
    for (let i = 0; i < 200; i++) {
      await crash.clock.tick();
      const r = await live();
      if (r && clock.now() < new Date(r.start_at)) {
        const secret = await secrets.of(r);
        if (secret.crashPoint >= minCrash) return { round: r, ...secret };
        clock.advance(new Date(r.start_at).getTime() - clock.now().getTime() + secret.durationMs);
      } else if (r) {
        const secret = await secrets.of(r);
        clock.advance(
          Math.max(0, new Date(r.start_at).getTime() + secret.durationMs - clock.now().getTime()),
        );
      } else {
        clock.advance(CRASH_PAUSE_MS);
      }
    }
    throw new Error('no betting round');
  }

  /** Moves the clock to `ms` after the round's start. */
  const at = (round: { start_at: Date }, ms: number) => {
    clock.advance(new Date(round.start_at).getTime() + ms - clock.now().getTime());
  };

  const balance = async (o: Owner) =>
    (await createLedger(db).balance(memberAccount(o.merchantId, o.memberId, o.currency))).available;

  return { repo, secrets, brand, live, bettingRound, at, balance, bettingMs: CRASH_BETTING_MS };
}
