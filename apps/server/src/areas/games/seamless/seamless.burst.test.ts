import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { TEST_COST } from '../../../platform/password.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { closeReconciled, walletKit } from './test-kit.ts';

/** Runs `jobs` with at most `width` of them in flight at any moment. */
async function inFlight<T>(width: number, jobs: Array<() => Promise<T>>): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await (jobs[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return out;
}

/**
 * A vendor's burst: many different bets opening the same few rounds while every bet is also
 * retried. Each call must get a definitive answer (applied, or refused for funds), never a 5xx.
 */
describe.each(dbKinds)('seamless bets in a burst on %s', (kind) => {
  let t: TestContext;
  const kit = walletKit(() => t);
  let run = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => closeReconciled(t));

  /** A new member with 1000.00 in cash, playing the sandbox coin flip. */
  async function fundedPlayer(): Promise<{ wallet: string; username: string }> {
    const username = `burst_${kind}_${++run}`;
    await kit.fundedMember(username, 100_000n);
    return { wallet: await kit.walletToken(await kit.login(username, 'Demo@1234')), username };
  }

  /** A second server on the same database, as behind a load balancer. */
  async function secondInstance(): Promise<FastifyInstance> {
    const app = await buildApp({
      config: { trustProxy: true, webDist: '/nonexistent', logLevel: 'silent', env: 'test' },
      database: t.database,
      logger: false,
      passwordCost: TEST_COST,
    });
    await app.ready();
    return app;
  }

  for (const [width, instances] of [
    [45, 1],
    [100, 1],
    [100, 2],
  ] as const) {
    it(`answers 60 bets over 20 new rounds, each sent 3 times, ${width} in flight on ${instances} server(s), without a 5xx`, async () => {
      const other = instances === 2 ? await secondInstance() : undefined;
      const player = await fundedPlayer();
      const bets = Array.from({ length: 60 }, (_, i) => ({
        transactionId: `burst-${kind}-${run}-bet-${i}`,
        roundId: `burst-${kind}-${run}-round-${i % 20}`,
        amount: 2_500 + (i % 5) * 100,
      }));
      const jobs = bets.flatMap((b) =>
        [0, 1, 2].map((copy) => () => {
          const body = { token: player.wallet, currency: 'VND', gameCode: 'coin-flip', ...b };
          // With two servers, the copies of one bet land on both.
          return kit.wallet('bet', body, other && copy === 1 ? { via: other } : {});
        }),
      );
      // Copies of one bet spread through the burst rather than side by side.
      const order = jobs.map((_, i) => (i * 37) % jobs.length);
      const answers = await inFlight(
        width,
        order.map((i) => jobs[i] as () => ReturnType<typeof kit.wallet>),
      );
      const byJob = new Array<(typeof answers)[number]>(jobs.length);
      order.forEach((j, k) => {
        byJob[j] = answers[k] as (typeof answers)[number];
      });

      expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
      let taken = 0n;
      bets.forEach((b, i) => {
        const copies = byJob.slice(i * 3, i * 3 + 3);
        const codes = new Set(copies.map((c) => c.json().code));
        // A refusal for funds may be answered to an early copy while a later one applies; a
        // stored bet is always the same answer.
        if (codes.has('OK')) {
          taken += BigInt(b.amount);
          const oks = copies.filter((c) => c.json().code === 'OK');
          expect(new Set(oks.map((c) => c.json().value.transactionId))).toEqual(new Set([b.transactionId]));
        } else {
          expect([...codes]).toEqual(['INSUFFICIENT_FUNDS']);
        }
      });
      expect(taken).toBeGreaterThan(0n);
      expect(await kit.cash(player.username)).toBe(100_000n - taken);
      const stakes = await t.database.db
        .selectFrom('game_rounds')
        .select((eb) => eb.fn.sum<string>('stake').as('s'))
        .where('round_id', 'like', `burst-${kind}-${run}-round-%`)
        .executeTakeFirstOrThrow();
      expect(BigInt(stakes.s)).toBe(taken);
      await other?.close();
    }, 120_000);
  }
});
