import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { caller, testClock } from '../../../test/member-kit.ts';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';
import { auditService } from '../../identity/index.ts';
import { createLottery } from '../index.ts';

// The member's account records (money's cashier) name the lottery draw, the in-house round and the
// vendor's round each movement came from: set up here, where the lottery's draws can be opened.
interface Tx {
  kind: string;
  reference: string | null;
  label: null | Record<string, string | null>;
}

describe.each(dbKinds)('account record labels on %s', (kind) => {
  const clock = testClock(new Date('2026-03-01T08:00:00Z'));
  const call = caller(() => t);
  const kit = walletKit(() => t);
  let token: string;
  let numero: string;

  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    await allowSmallSums(t);
    const lottery = createLottery({ db: t.database.db, audit: auditService(t.database.db), now: clock.now });
    await lottery.scheduler.tick();
    token = await kit.login();

    const bet = await call('POST', '/lgw/lottery/bets', {
      token,
      payload: {
        gameCode: 'keno',
        requestId: `labels-${kind}`,
        bets: [{ betType: 'big', numbers: [], stake: '10.00' }],
      },
    });
    expect(bet.statusCode).toBe(200);
    numero = bet.json().value.numero;
    const dice = await call('POST', '/wps/inhouse/dice/roll', {
      token,
      payload: { requestId: `dice-${kind}`, stake: '100', direction: 'over', target: 5000 },
    });
    expect(dice.statusCode).toBe(200);
    const sbx = await kit.walletToken(token);
    const placed = await kit.wallet(
      'bet',
      {
        token: sbx,
        currency: 'VND',
        transactionId: `sbx-bet-${kind}`,
        roundId: 'sbx-round-9',
        amount: 1_000,
      },
      { vendor: 'SANDBOX' },
    );
    expect(placed.statusCode).toBe(200);
  });

  it('names the game, vendor, draw and round of each movement instead of the internal reference', async () => {
    const res = await call('GET', '/wps/cashier/transactions?period=M&pageSize=50&language=VI', { token });
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as Tx[];
    const byRef = (prefix: string) => list.find((x) => x.reference?.startsWith(prefix));

    expect(byRef('lottery-draw:')?.label).toMatchObject({
      source: 'lottery',
      game: 'Keno',
      vendor: 'Lotus E-Lottery',
      draw: numero,
    });
    expect(byRef('inhouse:dice:')?.label).toMatchObject({
      source: 'inhouse',
      game: 'Xúc Xắc',
      vendor: 'BGS Originals',
      round: expect.stringMatching(/^\d+$/),
    });
    // The vendor's own round id (sbx-…) means nothing to a member: the round is named by our number.
    const round = await selectWhere(t.database.db, 'game_rounds', {
      vendor: 'SANDBOX',
      round_id: 'sbx-round-9',
    })
      .select('id')
      .executeTakeFirstOrThrow();
    expect(byRef('seamless:SANDBOX:')?.label).toMatchObject({
      source: 'seamless',
      vendor: expect.any(String),
      game: expect.any(String),
      round: round.id.toString(),
    });
    expect(byRef('seamless:SANDBOX:')?.label?.vendor).not.toBe('SANDBOX');
  });
});
