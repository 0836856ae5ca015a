import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../../db/select-where.ts';
import type { TestContext } from '../../../../test/test-app.ts';
import { dbKinds } from '../../../../test/test-db.ts';
import { DEMO_MERCHANT_CODE } from '../../../brand/index.ts';
import { createSeamless } from '../../seamless/seamless.module.ts';
import { minorToDecimal } from '../vendor-amount.ts';
import { vendorCatalogRepository } from '../vendor-catalog.repository.ts';
import type { VendorConnection } from '../vendor-credentials.service.ts';
import { burst, twice, vendorTestKit } from '../vendor-protocol.test-kit.ts';
import { EvoError } from './evolution.status.ts';
import { evolutionWallet } from './evolution.wallet.ts';

const AUTH_TOKEN = 'evolution-auth-token-0123456789';
const TABLE = 'evo-baccarat-a';

interface EvoAnswer {
  status: string;
  balance?: number;
  bonus?: number;
  uuid?: string;
  sid?: string;
}

describe.each(dbKinds)("Evolution's One Wallet on %s", (kind) => {
  let t: TestContext;
  let merchantId: number;
  let sid: string;
  let userId: string;
  const vendor = vendorTestKit('EVOLUTION', {
    login: 'demo-casino',
    providerId: 'evolution',
    secret: AUTH_TOKEN,
  });
  const { wallet: kit, transfers: moved } = vendor;
  const ref = () => randomBytes(8).toString('hex');
  const d = (minor: bigint) => minorToDecimal(minor);

  const call = async (name: string, body: object, token = AUTH_TOKEN): Promise<EvoAnswer> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/vendors/evolution/${DEMO_MERCHANT_CODE}/${name}?authToken=${encodeURIComponent(token)}`,
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as EvoAnswer;
  };
  const tx = (refId: string, amount: number, gameId = `game-${ref()}`) => ({
    sid,
    userId,
    uuid: ref(),
    currency: 'VND',
    game: { id: gameId, type: 'baccarat', details: { table: { id: TABLE, vid: null } } },
    transaction: { id: ref(), refId, amount },
  });

  beforeAll(async () => {
    const started = await vendor.start(kind, async (app) => {
      const db = app.database.db;
      const merchant = await selectWhere(db, 'merchants', { code: DEMO_MERCHANT_CODE })
        .select('id')
        .executeTakeFirstOrThrow();
      merchantId = merchant.id;
      const catalog = vendorCatalogRepository(db);
      await catalog.ensureVendor({
        code: 'EVOLUTION',
        name: 'Evolution',
        merchantId,
        types: ['LIVE'],
        sort: 3000,
      });
      await catalog.upsertGame('EVOLUTION', {
        code: TABLE,
        name: 'Baccarat A',
        gameType: 'LIVE',
        classify: 'BACCARAT',
        minBet: 100n,
        sort: 3000,
      });
    });
    t = started.t;
    expect(started.set.body).not.toContain(AUTH_TOKEN);
    const db = t.database.db;
    const member = await selectWhere(db, 'members', { username: 'demo01' })
      .select('id')
      .executeTakeFirstOrThrow();
    userId = member.id.toString();
    const game = await kit.gameId('EVOLUTION', TABLE);
    sid = (
      await createSeamless(db).sessions.open({
        merchantId,
        memberId: member.id,
        vendor: 'EVOLUTION',
        gameId: game,
        currency: 'VND',
      })
    ).token;
  });
  afterAll(() => vendor.stop());

  it('refuses a wrong authToken and changes nothing', async () => {
    const before = await kit.cash();
    const refId = ref();
    const a = await call('debit', tx(refId, 5), 'wrong-token-wrong-token-wrong-tok');
    expect(a.status).toBe('INVALID_TOKEN_ID');
    expect(await kit.cash()).toBe(before);
    expect((await call('debit', tx(refId, 5), '')).status).toBe('INVALID_TOKEN_ID');
  });

  it('checks the session and answers the ledger balance', async () => {
    const uuid = ref();
    expect(await call('check', { sid, userId, uuid, channel: { type: 'P' } })).toEqual({
      status: 'OK',
      sid,
      uuid,
    });
    expect((await call('check', { sid, userId: '999999', uuid })).status).toBe('INVALID_PARAMETER');
    expect((await call('check', { sid: 'made-up', userId, uuid })).status).toBe('INVALID_SID');
    const balance = await call('balance', { sid, userId, uuid, currency: 'VND', game: null });
    expect(balance).toEqual({ status: 'OK', balance: d(await kit.cash()), bonus: 0, uuid });
  });

  it('debits and credits a bet once each, however often they come', async () => {
    const before = await kit.cash();
    const refId = ref();
    const debit = tx(refId, 12.5);
    expect((await call('debit', debit)).status).toBe('OK');
    const again = await call('debit', debit);
    expect(again).toMatchObject({ status: 'BET_ALREADY_EXIST', balance: d(before - 1250n) });
    const credit = { ...tx(refId, 25, debit.game.id) };
    expect(await call('credit', credit)).toMatchObject({ status: 'OK', balance: d(before + 1250n) });
    expect((await call('credit', credit)).status).toBe('BET_ALREADY_SETTLED');
    expect((await call('cancel', tx(refId, 12.5, debit.game.id))).status).toBe('BET_ALREADY_SETTLED');
    expect(await kit.cash()).toBe(before + 1250n);
  });

  it('takes 50 identical debits sent at once as one', async () => {
    const before = await kit.cash();
    const debit = tx(ref(), 3);
    const answers = await burst(50, () => call('debit', debit));
    expect(new Set(answers.map((a) => a.status)).has('OK')).toBe(true);
    expect(answers.every((a) => a.status === 'OK' || a.status === 'BET_ALREADY_EXIST')).toBe(true);
    expect(await kit.cash()).toBe(before - 300n);
  });

  it('cancels a bet once; refuses a cancel or credit of an unknown bet, and that bet later', async () => {
    const before = await kit.cash();
    const refId = ref();
    const debit = tx(refId, 4);
    await call('debit', debit);
    expect(await call('cancel', tx(refId, 4, debit.game.id))).toMatchObject({
      status: 'OK',
      balance: d(before),
    });
    expect((await call('cancel', tx(refId, 4, debit.game.id))).status).toBe('BET_ALREADY_SETTLED');
    expect((await call('credit', tx(refId, 8, debit.game.id))).status).toBe('BET_ALREADY_SETTLED');
    expect((await call('credit', tx(ref(), 8))).status).toBe('BET_DOES_NOT_EXIST');
    const lost = ref();
    expect((await call('cancel', tx(lost, 2))).status).toBe('BET_DOES_NOT_EXIST');
    expect((await call('debit', tx(lost, 2))).status).toBe('FINAL_ERROR_ACTION_FAILED');
    expect(await kit.cash()).toBe(before);
  });

  it('refuses a cancel after the credit (bet 1,000, win 3,000: up 2,000), twice and 50 at once', async () => {
    const before = await kit.cash();
    const refId = ref();
    const debit = tx(refId, 10);
    expect((await call('debit', debit)).status).toBe('OK');
    expect((await call('credit', tx(refId, 30, debit.game.id))).status).toBe('OK');
    const cancel = tx(refId, 10, debit.game.id);
    const answers = [
      ...(await twice(() => call('cancel', cancel))),
      ...(await burst(50, () => call('cancel', cancel))),
    ];
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set(['BET_ALREADY_SETTLED']));
    expect(await kit.cash()).toBe(before + 2000n);
  });

  it('lets exactly one of a credit and a cancel crossing each other move money (50 calls at once)', async () => {
    for (let i = 0; i < 4; i++) {
      const refId = ref();
      const debit = tx(refId, 10);
      expect((await call('debit', debit)).status).toBe('OK');
      const afterDebit = await kit.cash();
      const credit = tx(refId, 30, debit.game.id);
      const cancel = tx(refId, 10, debit.game.id);
      const answers = await burst(50, (n) => (n % 2 === 0 ? call('credit', credit) : call('cancel', cancel)));
      const credited = await moved(`credit:${refId}`);
      const cancelled = await moved(`cancel:${refId}`);
      expect(credited + cancelled).toBe(1);
      const byCall = (parity: number) => answers.filter((_, n) => n % 2 === parity).map((a) => a.status);
      // The call that applied answers OK; every other copy finds the bet settled.
      expect(byCall(credited === 1 ? 0 : 1)).toContain('OK');
      expect(new Set(byCall(credited === 1 ? 1 : 0))).toEqual(new Set(['BET_ALREADY_SETTLED']));
      expect(await kit.cash()).toBe(afterDebit + (credited === 1 ? 3000n : 1000n));
    }
  });

  describe('a cancel whose check for its debit ran before the debit committed', () => {
    /**
     * The wallet with its stored-calls check held open: the first check (the cancel's look for its
     * debit) finds what is there, then `between` runs (the debit, and maybe its credit, committing)
     * before the cancel goes on with what it found.
     */
    async function crossing(
      between: (w: ReturnType<typeof evolutionWallet>, c: VendorConnection) => Promise<void>,
    ) {
      const seamless = createSeamless(t.database.db);
      const c: VendorConnection = { ...vendor.connection, merchantId };
      let hold: (() => Promise<void>) | undefined;
      const wallet = evolutionWallet(seamless.service, {
        exists: async (vendor, id) => {
          const found = await seamless.repo.findTransaction(vendor, id);
          const run = hold;
          hold = undefined;
          if (run) await run();
          return found;
        },
      });
      hold = () => between(wallet, c);
      return { wallet, c };
    }
    const statusOf = (p: Promise<unknown>) =>
      p.then(
        (a) => (a as EvoAnswer).status,
        (err: unknown) => {
          if (err instanceof EvoError) return err.status;
          throw err;
        },
      );

    it('refuses it once the credit is booked too: bet 1,000, win 3,000, no refund', async () => {
      const before = await kit.cash();
      const refId = ref();
      const debit = tx(refId, 10);
      const { wallet, c } = await crossing(async (w, conn) => {
        expect((await w.debit(conn, debit)).status).toBe('OK');
        expect((await w.credit(conn, tx(refId, 30, debit.game.id))).status).toBe('OK');
      });
      expect(await statusOf(wallet.cancel(c, tx(refId, 10, debit.game.id)))).toBe('BET_ALREADY_SETTLED');
      expect(await moved(`credit:${refId}`)).toBe(1);
      expect(await moved(`cancel:${refId}`)).toBe(0);
      expect(await kit.cash()).toBe(before + 2000n);
    });

    it('refunds the bet it then finds without a credit, answering OK, and the credit is refused', async () => {
      const before = await kit.cash();
      const refId = ref();
      const debit = tx(refId, 10);
      const { wallet, c } = await crossing(async (w, conn) => {
        expect((await w.debit(conn, debit)).status).toBe('OK');
      });
      expect(await statusOf(wallet.cancel(c, tx(refId, 10, debit.game.id)))).toBe('OK');
      expect(await moved(`cancel:${refId}`)).toBe(1);
      expect(await statusOf(wallet.credit(c, tx(refId, 30, debit.game.id)))).toBe('BET_ALREADY_SETTLED');
      expect(await moved(`credit:${refId}`)).toBe(0);
      expect(await kit.cash()).toBe(before);
    });
  });

  it('answers insufficient funds with the balance, and bad bodies with INVALID_PARAMETER', async () => {
    const cash = await kit.cash();
    const big = Number(minorToDecimal(cash + 100n));
    expect(await call('debit', tx(ref(), big))).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: d(cash),
    });
    expect((await call('debit', tx(ref(), 1.001))).status).toBe('INVALID_PARAMETER');
    expect((await call('debit', { ...tx(ref(), 1), currency: 'USD' })).status).toBe('INVALID_PARAMETER');
    expect((await call('debit', { sid, userId })).status).toBe('INVALID_PARAMETER');
    expect(await kit.cash()).toBe(cash);
  });
});
