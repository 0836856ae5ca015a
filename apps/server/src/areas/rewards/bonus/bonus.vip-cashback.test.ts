import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/member-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';
import { bonusKit, rid } from './bonus.test-kit.ts';
import { bonusJobs } from './bonus-jobs.ts';

const DAY = 86_400_000;

/** The cashback job pays a VIP level's own cashback rate where the level sets one. */
describe.each(dbKinds)('cashback by VIP level on %s', (kind) => {
  const clock = testClock(new Date());
  const kit = bonusKit(() => t, 'bnv');
  const vendor = walletKit(() => t);
  const db = () => t.database.db;

  const t = suiteApp(kind, { now: clock.now });

  it("pays the level's rate to its members and the promotion's to the others", async () => {
    const mid = await kit.merchantId();
    // Levels of this test's own instead of the demo brand's seeded ones.
    await db().deleteFrom('vip_level_rules').where('merchant_id', '=', mid).execute();
    await db()
      .insertInto('vip_level_rules')
      .values([
        {
          merchant_id: mid,
          level: 3,
          min_valid_bet: 0n,
          min_deposit: 0n,
          keep_valid_bet: 0n,
          keep_deposit: 0n,
          upgrade_bonus: 0n,
          cashback_bps: 2_500,
        },
        {
          merchant_id: mid,
          level: 4,
          min_valid_bet: 0n,
          min_deposit: 0n,
          keep_valid_bet: 0n,
          keep_deposit: 0n,
          upgrade_bonus: 0n,
        },
      ])
      .execute();
    const { promotionId } = await kit.rule({
      kind: 'cashback',
      percentBps: 1_000,
      cap: '5000',
      cashbackPeriod: 'D',
      weights: { INHOUSE: 10_000 },
    });
    const game = await vendor.gameId('SANDBOX', 'coin-flip');
    const members = [];
    for (const level of [3, 4, 1]) {
      const m = await kit.member();
      await db().updateTable('members').set({ vip_level: level }).where('id', '=', m.id).execute();
      expect((await kit.join(m.token, promotionId)).statusCode).toBe(200);
      const round = { merchantId: mid, memberId: m.id, stake: 100_000n, gameId: game, roundId: rid() };
      await vendor.settledRound({ ...round, at: clock.now() });
      members.push(m);
    }
    clock.advance(DAY);
    const jobs = bonusJobs({ db: db(), now: clock.now });
    await Promise.all(Array.from({ length: 50 }, () => jobs.cashbackDue()));
    const amounts = [];
    for (const m of members) amounts.push((await kit.grants(m.id)).map((g) => g.amount));
    // Level 3 sets 25 %; level 4 has a rule without a rate and level 1 none: the promotion's 10 %.
    expect(amounts).toEqual([[25_000n], [10_000n], [10_000n]]);
    expect(await kit.reconcileProblems()).toEqual([]);
  });
});
