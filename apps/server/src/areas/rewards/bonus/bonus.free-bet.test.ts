import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/member-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { bonusKit, rid } from './bonus.test-kit.ts';

/** Free bets staked in in-house rounds: once per credit, the win under the rule, through the ledger. */
describe.each(dbKinds)('free bets on %s', (kind) => {
  const clock = testClock(new Date());
  const kit = bonusKit(() => t, 'bnf');
  const { call } = kit;
  const db = () => t.database.db;

  const t = suiteApp(kind, { now: clock.now });

  /** A member who joined a free-bet promotion of 100 with these terms. */
  async function withFreeBet(terms: Record<string, unknown>) {
    const { promotionId } = await kit.rule({ kind: 'free_bet', amount: '100', expiryDays: 7, ...terms });
    const m = await kit.member({ balance: 50_000n });
    expect((await kit.join(m.token, promotionId)).statusCode).toBe(200);
    return { ...m, grant: (await kit.grants(m.id))[0]! };
  }

  const roll = (token: string, grantId: bigint | string, requestId = rid()) =>
    call('POST', '/wps/inhouse/free-bet/play', {
      token,
      payload: { game: 'dice', requestId, grantId: String(grantId), direction: 'under', target: 9_800 },
    });

  it('stakes a free bet once under 50 concurrent rounds; the win goes to the bonus balance to wager', async () => {
    const m = await withFreeBet({ wageringMultiple: 3, weights: { INHOUSE: 10_000 } });
    const before = await kit.wallet(m.id);
    expect(before).toMatchObject({ cash: 50_000n, bonus: 10_000n });
    const answers = await Promise.all(Array.from({ length: 50 }, () => roll(m.token, m.grant.id)));
    const played = answers.filter((a) => a.statusCode === 200);
    expect(played).toHaveLength(1);
    expect(answers.filter((a) => a.json().code === 'BONUS_FREE_BET_UNAVAILABLE')).toHaveLength(49);
    const round = played[0]?.json().value.round;
    expect(round).toMatchObject({ game: 'dice', stake: '100.00', bet: { freeBet: String(m.grant.id) } });
    const win = BigInt(Math.round(Number(round.win) * 100));
    const grants = await kit.grants(m.id);
    expect(grants[0]).toMatchObject({ id: m.grant.id, status: 'used' });
    expect(await kit.transfers(m.id, 'bet')).toHaveLength(1);
    if (win > 0n) {
      // The win is a grant of the same rule: on the bonus balance with win × 3 to wager.
      expect(grants[1]).toMatchObject({
        kind: 'free_bet',
        amount: win,
        wagering_required: win * 3n,
        status: 'active',
        source_key: `fbwin:${m.grant.id}`,
      });
    } else {
      expect(grants).toHaveLength(1);
    }
    // Cash is untouched: the stake came from the credit, the win went to the bonus balance.
    expect(await kit.wallet(m.id)).toMatchObject({ cash: 50_000n, bonus: win });
    // No real money was staked: nothing in the catalog's rounds (no turnover, points or wagering).
    expect(await db().selectFrom('game_rounds').select('id').where('member_id', '=', m.id).execute()).toEqual(
      [],
    );
    const details = await kit.details(m.token);
    expect(details.list.find((g) => g.id === String(m.grant.id))).toMatchObject({ status: 'used' });
  });

  it('answers a retried round again without a second stake, and refuses what is not a credit of the member', async () => {
    const m = await withFreeBet({ wageringMultiple: 1, weights: { INHOUSE: 10_000 } });
    const other = await withFreeBet({ wageringMultiple: 1, weights: { INHOUSE: 10_000 } });
    const requestId = rid();
    const first = await roll(m.token, m.grant.id, requestId);
    expect(first.statusCode, first.body).toBe(200);
    const again = await roll(m.token, m.grant.id, requestId);
    expect(again.json().value).toMatchObject({
      replayed: true,
      round: { roundId: first.json().value.round.roundId },
    });
    expect(await kit.transfers(m.id, 'bet')).toHaveLength(1);
    expect((await roll(m.token, other.grant.id)).json().code).toBe('BONUS_FREE_BET_UNAVAILABLE');
    expect((await roll(m.token, '999999999')).json().code).toBe('BONUS_FREE_BET_UNAVAILABLE');
    expect((await kit.grants(other.id))[0]).toMatchObject({ status: 'active' });
  });

  it('has nothing to stake when the rule has nothing to wager (the credit went to cash at once)', async () => {
    const m = await withFreeBet({ wageringMultiple: 0, weights: { INHOUSE: 10_000 } });
    expect((await kit.grants(m.id))[0]).toMatchObject({ status: 'released' });
    expect((await roll(m.token, m.grant.id)).json().code).toBe('BONUS_FREE_BET_UNAVAILABLE');
  });

  it('leaves the ledger reconciled', async () => {
    expect(await kit.reconcileProblems()).toEqual([]);
  });
});
