import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { agentsKit } from '../agents/agents.test-kit.ts';
import { settledRounds } from './payroll.test-kit.ts';
import { teamFiguresOf } from './team-figures.repository.ts';

const FROM = new Date('2026-04-02T00:00:00Z');
const TO = new Date('2026-04-03T00:00:00Z');

/** Every contract team's figures come from one read: nested teams, each at any depth. */
describe.each(dbKinds)('team figures on %s', (kind) => {
  const t = suiteApp(kind);
  const kit = agentsKit(() => t, 'tf');

  const round = settledRounds(() => t, 'tf');
  const bet = (merchantId: number, memberId: bigint, at: Date, stake: bigint, win = 0n) =>
    round({ merchantId, memberId, at, stake, win });

  it('sums each root with every account below it, inside the range only', async () => {
    const merchantId = await kit.merchantId();
    const [top, a, b, c, d] = await kit.chain([1, 2, 2, 2, 2]);
    if (!top || !a || !b || !c || !d) throw new Error('chain');
    const noon = new Date('2026-04-02T12:00:00Z');
    await bet(merchantId, a.id, noon, 1_000n);
    await bet(merchantId, c.id, noon, 20_000n, 5_000n);
    await bet(merchantId, d.id, noon, 300_000n, 600_000n);
    await bet(merchantId, d.id, new Date('2026-04-03T00:00:00Z'), 9_999_000n);
    await bet(merchantId, b.id, new Date('2026-04-01T23:00:00Z'), 8_888_000n);
    const quiet = await kit.member({ uplineId: top.id });

    const teamOf = await teamFiguresOf(t.database.db, {
      merchantId,
      roots: [a.id, b.id, d.id, quiet.id, a.id],
      from: FROM,
      to: TO,
    });
    expect(teamOf(a.id)).toEqual({
      validBet: 321_000n,
      payout: 605_000n,
      profitLoss: -284_000n,
      activeMembers: 3,
    });
    expect(teamOf(b.id)).toEqual({
      validBet: 320_000n,
      payout: 605_000n,
      profitLoss: -285_000n,
      activeMembers: 2,
    });
    expect(teamOf(d.id)).toMatchObject({ validBet: 300_000n, activeMembers: 1 });
    const none = { validBet: 0n, payout: 0n, profitLoss: 0n, activeMembers: 0 };
    expect(teamOf(quiet.id)).toEqual(none);
    expect(teamOf(top.id)).toEqual(none);
  });
});
