import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../../test/test-app.ts';
import { dbKinds } from '../../../../test/test-db.ts';
import { hashToken } from '../../../identity/index.ts';
import { hub88Caller, type RsAnswer } from '../../sandbox-vendor/hub88-sim.client.ts';
import { HUB88_SIM_PUBLIC_PEM } from '../../sandbox-vendor/hub88-sim.key.ts';
import { type Hub88Player, hub88Rounds, newUuid } from '../../sandbox-vendor/hub88-sim.rounds.ts';
import { burst, twice, vendorTestKit } from '../vendor-protocol.test-kit.ts';
import { minorToHub88 } from './hub88.amount.ts';
import { hub88Secret } from './hub88.signature.ts';

/**
 * The money paths where Hub88's rules decide what the wallet answers (docs/vendors/hub88.md,
 * "Cases decided from Hub88's rules"): a rollback after the bet's win, a supplier promotion paid on
 * a closed round, and amounts finer than a minor unit. Each is sent once, twice, and 50 times at
 * once, and the money must move exactly once.
 */
const GAME = 'sbx_lanternfortune';
const BURST = 50;
const units = (minor: bigint) => minorToHub88(minor);
const statuses = (answers: RsAnswer[]) => new Set(answers.map((a) => a.status));

describe.each(dbKinds)('Hub88 money paths held to Hub88 rules on %s', (kind) => {
  let t: TestContext;
  let base: string;
  let player: Hub88Player;
  const operator = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const vendor = vendorTestKit('HUB88', {
    login: '4243',
    providerId: 'demo-brand',
    secret: hub88Secret(operator.privateKey, HUB88_SIM_PUBLIC_PEM),
  });
  const { connection, wallet: kit, transfers, roundRow } = vendor;
  const caller = hub88Caller({ baseUrl: () => base, connection: async () => connection });
  const rounds = hub88Rounds(caller, GAME);
  const all = (path: Parameters<typeof caller.call>[0], body: Record<string, unknown>) =>
    burst(BURST, () => caller.call(path, body));

  /** A fresh Hub88 launch for demo01: its token, user and currency as the game gets them. */
  async function launch(): Promise<Hub88Player> {
    const q = (await vendor.launch(GAME)).searchParams;
    return { token: q.get('token') ?? '', user: q.get('user') ?? '', currency: q.get('currency') ?? '' };
  }

  /** A booked bet of `stake` on a new round; answers the round and the bet's uuid. */
  async function placeBet(stake: number, p = player) {
    const round = newUuid();
    const betUuid = newUuid();
    const bet = await caller.call('/transaction/bet', rounds.betBody(p, round, betUuid, stake));
    expect(bet.status).toBe('RS_OK');
    return { round, betUuid };
  }

  /** Rolls the bet back under a new id and expects it refused, nothing moved for that rollback. */
  async function expectRollbackRefused(round: string, betUuid: string) {
    const rollbackUuid = newUuid();
    const rollback = await caller.call(
      '/transaction/rollback',
      rounds.rollbackBody(player, round, rollbackUuid, betUuid),
    );
    expect(rollback.status).toBe('RS_ERROR_UNKNOWN');
    expect(await transfers(`rollback:${rollbackUuid}`)).toBe(0);
  }

  /** A supplier promotion's zero bet and its win, as Hub88 forwards them. */
  const promoBet = (p: Hub88Player, round: string, uuid: string) => ({
    ...rounds.betBody(p, round, uuid, 0),
    is_free: true,
    is_supplier_promo: true,
    meta: { supplier_promo_info: { promo_reference: 'tournament-7' } },
  });
  const promoWin = (p: Hub88Player, round: string, uuid: string, betUuid: string, amount: number) => ({
    ...rounds.winBody(p, round, uuid, betUuid, amount),
    is_free: true,
    is_supplier_promo: true,
  });

  beforeAll(async () => {
    ({ t, base } = await vendor.start(kind));
    player = await launch();
  });
  afterAll(() => vendor.stop());

  describe('a rollback after the bet’s win was booked', () => {
    it('is refused: bet 1,000, win 3,000, rollback leaves the player up 2,000 and moves nothing', async () => {
      const before = await kit.cash();
      const { round, betUuid } = await placeBet(1_000_000);
      const win = await caller.call(
        '/transaction/win',
        rounds.winBody(player, round, newUuid(), betUuid, 3_000_000),
      );
      expect(win).toMatchObject({ status: 'RS_OK', balance: units(before + 2000n) });
      const rollbackUuid = newUuid();
      const body = rounds.rollbackBody(player, round, rollbackUuid, betUuid);
      const first = await caller.call('/transaction/rollback', body);
      expect(first).toMatchObject({ status: 'RS_ERROR_UNKNOWN', user: player.user, signed: true });
      expect(await kit.cash()).toBe(before + 2000n);
      expect(await roundRow(round)).toEqual({ stake: 1000n, win: 3000n, status: 'settled' });
      expect(await transfers(`rollback:${rollbackUuid}`)).toBe(0);
    });

    it('answers the same refusal to the rollback sent twice and 50 at once, refunding nothing', async () => {
      const { round, betUuid } = await placeBet(1_000_000);
      expect(
        (await caller.call('/transaction/win', rounds.winBody(player, round, newUuid(), betUuid, 3_000_000)))
          .status,
      ).toBe('RS_OK');
      const before = await kit.cash();
      const rollbackUuid = newUuid();
      const body = rounds.rollbackBody(player, round, rollbackUuid, betUuid);
      const repeated = await twice(() => caller.call('/transaction/rollback', body));
      expect(statuses(repeated)).toEqual(new Set(['RS_ERROR_UNKNOWN']));
      expect(statuses(await all('/transaction/rollback', body))).toEqual(new Set(['RS_ERROR_UNKNOWN']));
      // Other rollbacks of the same bet, each with its own uuid, at once.
      const others = await burst(BURST, () =>
        caller.call('/transaction/rollback', rounds.rollbackBody(player, round, newUuid(), betUuid)),
      );
      expect(statuses(others)).toEqual(new Set(['RS_ERROR_UNKNOWN']));
      expect(await kit.cash()).toBe(before);
      expect(await transfers(`rollback:${rollbackUuid}`)).toBe(0);
      expect(await roundRow(round)).toEqual({ stake: 1000n, win: 3000n, status: 'settled' });
    });

    it('lets exactly one of a win and a rollback crossing each other move money (50 calls at once)', async () => {
      for (let i = 0; i < 4; i++) {
        const { round, betUuid } = await placeBet(1_000_000);
        const afterBet = await kit.cash();
        const winUuid = newUuid();
        const rollbackUuid = newUuid();
        const win = rounds.winBody(player, round, winUuid, betUuid, 3_000_000);
        const rollback = rounds.rollbackBody(player, round, rollbackUuid, betUuid);
        const answers = await burst(BURST, (n) =>
          n % 2 === 0 ? caller.call('/transaction/win', win) : caller.call('/transaction/rollback', rollback),
        );
        const winStatuses = statuses(answers.filter((_, n) => n % 2 === 0));
        const rollbackStatuses = statuses(answers.filter((_, n) => n % 2 === 1));
        const paid = await transfers(winUuid);
        const refunded = await transfers(`rollback:${rollbackUuid}`);
        expect(paid + refunded).toBe(1);
        if (paid === 1) {
          expect(winStatuses).toEqual(new Set(['RS_OK']));
          expect(rollbackStatuses).toEqual(new Set(['RS_ERROR_UNKNOWN']));
          expect(await kit.cash()).toBe(afterBet + 3000n);
        } else {
          expect(rollbackStatuses).toEqual(new Set(['RS_OK']));
          expect(winStatuses).toEqual(new Set(['RS_ERROR_TRANSACTION_DOES_NOT_EXIST']));
          expect(await kit.cash()).toBe(afterBet + 1000n);
        }
      }
    });

    it('still rolls back a bet whose round has no win yet, and a zero bet whatever its round holds', async () => {
      const before = await kit.cash();
      const { round, betUuid } = await placeBet(1_000_000);
      const rollback = await caller.call(
        '/transaction/rollback',
        rounds.rollbackBody(player, round, newUuid(), betUuid),
      );
      expect(rollback).toMatchObject({ status: 'RS_OK', balance: units(before) });
      const free = newUuid();
      const played = await rounds.play(player, 500_000, 800_000);
      expect(played.win?.status).toBe('RS_OK');
      expect((await caller.call('/transaction/bet', promoBet(player, played.round, free))).status).toBe(
        'RS_OK',
      );
      const freeRollback = await caller.call(
        '/transaction/rollback',
        rounds.rollbackBody(player, played.round, newUuid(), free),
      );
      expect(freeRollback.status).toBe('RS_OK');
      expect(await kit.cash()).toBe(before + 300n);
    });
  });

  describe('a rollback is decided per bet, by the win naming it', () => {
    it('refunds bet B of a round whose win paid bet A, and refuses the rollback of A', async () => {
      const before = await kit.cash();
      const round = newUuid();
      const betA = newUuid();
      const betB = newUuid();
      expect(
        (await caller.call('/transaction/bet', rounds.betBody(player, round, betA, 10_000_000))).status,
      ).toBe('RS_OK');
      // B is booked, but Hub88 never got its answer: it will roll B back.
      expect(
        (await caller.call('/transaction/bet', rounds.betBody(player, round, betB, 5_000_000))).status,
      ).toBe('RS_OK');
      const win = { ...rounds.winBody(player, round, newUuid(), betA, 30_000_000), round_closed: false };
      expect((await caller.call('/transaction/win', win)).status).toBe('RS_OK');
      expect(await kit.cash()).toBe(before - 10_000n - 5_000n + 30_000n);

      const rollbackB = newUuid();
      const refundB = await caller.call(
        '/transaction/rollback',
        rounds.rollbackBody(player, round, rollbackB, betB),
      );
      expect(refundB).toMatchObject({ status: 'RS_OK', balance: units(before + 20_000n) });
      expect(await transfers(`rollback:${rollbackB}`)).toBe(1);
      // Sent again: the same answer, nothing more moves.
      expect(
        (await caller.call('/transaction/rollback', rounds.rollbackBody(player, round, rollbackB, betB)))
          .status,
      ).toBe('RS_OK');

      await expectRollbackRefused(round, betA);
      expect(await kit.cash()).toBe(before + 20_000n);
      expect(await roundRow(round)).toMatchObject({ stake: 10_000n, win: 30_000n });
    });

    it('refuses the rollback of a bet a zero win names, the round left open', async () => {
      const before = await kit.cash();
      const { round, betUuid } = await placeBet(1_000_000);
      const zero = { ...rounds.winBody(player, round, newUuid(), betUuid, 0), round_closed: false };
      expect((await caller.call('/transaction/win', zero)).status).toBe('RS_OK');
      expect((await roundRow(round)).status).toBe('open');
      await expectRollbackRefused(round, betUuid);
      expect(await kit.cash()).toBe(before - 1000n);
    });

    it('refuses the rollback of a bet whose win was booked on another round', async () => {
      const before = await kit.cash();
      const { round, betUuid } = await placeBet(1_000_000);
      const { round: other } = await placeBet(1_000_000);
      const win = { ...rounds.winBody(player, other, newUuid(), betUuid, 3_000_000), round_closed: false };
      expect((await caller.call('/transaction/win', win)).status).toBe('RS_OK');
      await expectRollbackRefused(round, betUuid);
      expect(await kit.cash()).toBe(before - 2000n + 3000n);
    });
  });

  describe('a win uuid sent again with other data', () => {
    it('is refused as a duplicate when it names another bet or the promotion flag, moving nothing', async () => {
      const round = newUuid();
      const betA = newUuid();
      const betB = newUuid();
      for (const bet of [betA, betB]) {
        expect(
          (await caller.call('/transaction/bet', rounds.betBody(player, round, bet, 1_000_000))).status,
        ).toBe('RS_OK');
      }
      const winUuid = newUuid();
      const win = { ...rounds.winBody(player, round, winUuid, betA, 3_000_000), round_closed: false };
      expect((await caller.call('/transaction/win', win)).status).toBe('RS_OK');
      const after = await kit.cash();
      // The same uuid, everything else equal, is the same call: answered again.
      expect((await caller.call('/transaction/win', win)).status).toBe('RS_OK');
      const otherBet = { ...win, reference_transaction_uuid: betB };
      expect((await caller.call('/transaction/win', otherBet)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      const promo = { ...win, is_supplier_promo: true };
      expect((await caller.call('/transaction/win', promo)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      expect(await transfers(winUuid)).toBe(1);
      expect(await kit.cash()).toBe(after);
      // Bet B has no win: its rollback refunds it.
      const rollbackB = await caller.call(
        '/transaction/rollback',
        rounds.rollbackBody(player, round, newUuid(), betB),
      );
      expect(rollbackB.status).toBe('RS_OK');
      expect(await kit.cash()).toBe(after + 1000n);
    });
  });

  describe('a supplier promotion paid on a closed round', () => {
    it('books the zero bet on the closed round and pays its win once, answering repeats the same', async () => {
      const played = await rounds.play(player, 1_000_000, 0);
      expect(played.win?.status).toBe('RS_OK');
      expect((await roundRow(played.round)).status).toBe('settled');
      const before = await kit.cash();
      const betUuid = newUuid();
      const winUuid = newUuid();
      const bet = promoBet(player, played.round, betUuid);
      const bets = await twice(() => caller.call('/transaction/bet', bet));
      expect(bets.map((a) => [a.status, a.balance])).toEqual([
        ['RS_OK', units(before)],
        ['RS_OK', units(before)],
      ]);
      const win = promoWin(player, played.round, winUuid, betUuid, 5_000_000);
      const wins = await twice(() => caller.call('/transaction/win', win));
      expect(wins.map((a) => [a.status, a.balance])).toEqual([
        ['RS_OK', units(before + 5000n)],
        ['RS_OK', units(before + 5000n)],
      ]);
      expect(await kit.cash()).toBe(before + 5000n);
      expect(await transfers(betUuid)).toBe(0);
      expect(await transfers(winUuid)).toBe(1);
      expect(await roundRow(played.round)).toEqual({ stake: 1000n, win: 5000n, status: 'settled' });
    });

    it('books 50 identical promotion bets and then 50 identical wins at once as one payout', async () => {
      const played = await rounds.play(player, 200_000, 400_000);
      const before = await kit.cash();
      const betUuid = newUuid();
      const winUuid = newUuid();
      expect(statuses(await all('/transaction/bet', promoBet(player, played.round, betUuid)))).toEqual(
        new Set(['RS_OK']),
      );
      const wins = await all('/transaction/win', promoWin(player, played.round, winUuid, betUuid, 2_000_000));
      expect(statuses(wins)).toEqual(new Set(['RS_OK']));
      expect(new Set(wins.map((a) => a.balance))).toEqual(new Set([units(before + 2000n)]));
      expect(await transfers(winUuid)).toBe(1);
      expect(await kit.cash()).toBe(before + 2000n);
    });

    it('takes the promotion on an ended session and on a round its rollback cancelled', async () => {
      const late = await launch();
      const played = await rounds.play(late, 300_000, 0);
      const cancelled = await placeBet(400_000, late);
      expect(
        (
          await caller.call(
            '/transaction/rollback',
            rounds.rollbackBody(late, cancelled.round, newUuid(), cancelled.betUuid),
          )
        ).status,
      ).toBe('RS_OK');
      expect((await roundRow(cancelled.round)).status).toBe('void');
      await t.database.db
        .updateTable('seamless_sessions')
        .set({ expires_at: new Date(Date.now() - 60_000) })
        .where('token_hash', '=', hashToken(late.token))
        .execute();
      const before = await kit.cash();
      // An ordinary bet needs a live session; the promotion does not.
      const stake = await caller.call(
        '/transaction/bet',
        rounds.betBody(late, newUuid(), newUuid(), 100_000),
      );
      expect(stake.status).toBe('RS_ERROR_TOKEN_EXPIRED');
      for (const round of [played.round, cancelled.round]) {
        const betUuid = newUuid();
        expect((await caller.call('/transaction/bet', promoBet(late, round, betUuid))).status).toBe('RS_OK');
        const win = await caller.call('/transaction/win', promoWin(late, round, newUuid(), betUuid, 700_000));
        expect(win.status).toBe('RS_OK');
      }
      expect(await kit.cash()).toBe(before + 1400n);
      expect(await roundRow(cancelled.round)).toEqual({ stake: 0n, win: 700n, status: 'settled' });
      // A made-up token is still refused: the token must be the player's.
      const forged = await caller.call('/transaction/bet', {
        ...promoBet(late, played.round, newUuid()),
        token: 'made-up-token',
      });
      expect(forged.status).toBe('RS_ERROR_INVALID_TOKEN');
    });

    it('leaves nothing of a payout that fails after its transfer, and pays the retry once', async () => {
      const db = t.database.db;
      // The call fails once its ledger transfer is written and before the call itself is stored,
      // as a crash between the two would: the one database transaction must take both back.
      await sql`create or replace function hub88_test_fail() returns trigger language plpgsql as $$
        begin
          if new.transaction_id like '%:crash-%' then raise exception 'simulated failure'; end if;
          return new;
        end $$`.execute(db);
      await sql`create trigger hub88_test_fail before insert on seamless_transactions
        for each row execute function hub88_test_fail()`.execute(db);
      const played = await rounds.play(player, 100_000, 0);
      const betUuid = newUuid();
      expect((await caller.call('/transaction/bet', promoBet(player, played.round, betUuid))).status).toBe(
        'RS_OK',
      );
      const before = await kit.cash();
      const winUuid = `crash-${newUuid()}`;
      const win = promoWin(player, played.round, winUuid, betUuid, 1_500_500);
      try {
        expect((await caller.call('/transaction/win', win)).status).toBe('RS_ERROR_UNKNOWN');
        expect(await transfers(winUuid)).toBe(0);
        expect(await kit.cash()).toBe(before);
      } finally {
        await sql`drop trigger hub88_test_fail on seamless_transactions`.execute(db);
        await sql`drop function hub88_test_fail()`.execute(db);
      }
      const retries = await all('/transaction/win', win);
      expect(statuses(retries)).toEqual(new Set(['RS_OK']));
      expect(await transfers(winUuid)).toBe(1);
      expect(await kit.cash()).toBe(before + 1500n);
    });

    it('keeps an ordinary zero bet on a closed round refused', async () => {
      const played = await rounds.play(player, 100_000, 0);
      const free = await caller.call('/transaction/bet', {
        ...rounds.betBody(player, played.round, newUuid(), 0),
        is_free: true,
      });
      expect(free.status).toBe('RS_ERROR_UNKNOWN');
    });
  });

  describe('amounts finer than a minor unit', () => {
    it('books a win to the minor unit below and answers RS_OK, once, twice or 50 at once', async () => {
      const before = await kit.cash();
      const { round, betUuid } = await placeBet(1_000_000);
      const winUuid = newUuid();
      const win = rounds.winBody(player, round, winUuid, betUuid, 2_500_500);
      const sent = await twice(() => caller.call('/transaction/win', win));
      expect(sent.map((a) => [a.status, a.balance])).toEqual([
        ['RS_OK', units(before + 1500n)],
        ['RS_OK', units(before + 1500n)],
      ]);
      expect(await kit.cash()).toBe(before + 1500n);
      expect(await transfers(winUuid)).toBe(1);
      const transfer = await t.database.db
        .selectFrom('ledger_transfers')
        .select(['amount', 'metadata'])
        .where('idempotency_key', '=', `seamless:HUB88:${connection.merchantCode}:${winUuid}`)
        .executeTakeFirstOrThrow();
      expect(transfer.amount).toBe(2500n);
      expect(JSON.stringify(transfer.metadata)).toContain('HUB88:2500500');
      // The same uuid with another amount, even one booking the same minor units, is another win.
      const other = await caller.call('/transaction/win', { ...win, amount: 2_500_700 });
      expect(other.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');

      const next = await placeBet(1_000_000);
      const afterBet = await kit.cash();
      const burstUuid = newUuid();
      const wins = await all(
        '/transaction/win',
        rounds.winBody(player, next.round, burstUuid, next.betUuid, 1_234_567),
      );
      expect(statuses(wins)).toEqual(new Set(['RS_OK']));
      expect(await transfers(burstUuid)).toBe(1);
      expect(await kit.cash()).toBe(afterBet + 1234n);
    });

    it('closes a round with a win below one minor unit, moving nothing', async () => {
      const { round, betUuid } = await placeBet(100_000);
      const before = await kit.cash();
      const win = await caller.call(
        '/transaction/win',
        rounds.winBody(player, round, newUuid(), betUuid, 999),
      );
      expect(win).toMatchObject({ status: 'RS_OK', balance: units(before) });
      expect(await roundRow(round)).toEqual({ stake: 100n, win: 0n, status: 'settled' });
    });

    it('refuses such a bet with RS_ERROR_UNKNOWN, moving nothing, and takes its rollback', async () => {
      const before = await kit.cash();
      const round = newUuid();
      const betUuid = newUuid();
      const bet = rounds.betBody(player, round, betUuid, 1_000_001);
      const answers = [await caller.call('/transaction/bet', bet), ...(await all('/transaction/bet', bet))];
      expect(statuses(answers)).toEqual(new Set(['RS_ERROR_UNKNOWN']));
      expect(await transfers(betUuid)).toBe(0);
      const rollback = await caller.call(
        '/transaction/rollback',
        rounds.rollbackBody(player, round, newUuid(), betUuid),
      );
      expect(rollback).toMatchObject({ status: 'RS_OK', balance: units(before) });
      // Sent again after its rollback, it is still refused and still moves nothing.
      const again = await caller.call('/transaction/bet', { ...bet, amount: 1_000_000 });
      expect(again.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
      expect(await transfers(betUuid)).toBe(0);
      expect(await kit.cash()).toBe(before);
    });
  });
});
