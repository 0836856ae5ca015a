import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { reconcileLedger, seedDemoBalance } from '../../money/index.ts';
import { SIGNATURE_HEADER, signBody, VENDOR_HEADER, verifyBody } from './seamless.signature.ts';

/** Checks that the ledger still proves itself after everything a suite did, then closes the app. */
export async function closeReconciled(t: TestContext | undefined) {
  if (!t) return;
  const report = await reconcileLedger(t.database.db);
  expect(report.problems).toEqual([]);
  await t.close();
}

/** A new member of demo01's brand, with demo01's password and `cash` minor units to play with. */
export async function fundedMember(t: TestContext, username: string, cash: bigint): Promise<bigint> {
  const db = t.database.db;
  const demo = await selectWhere(db, 'members', { username: 'demo01' }).selectAll().executeTakeFirstOrThrow();
  const member = await db
    .insertInto('members')
    .values({
      merchant_id: demo.merchant_id,
      username,
      password_hash: demo.password_hash,
      nickname: username,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await seedDemoBalance(db, demo.merchant_id, member.id, cash);
  return member.id;
}

/** A member's cash across their ledger accounts. */
export async function memberCash(t: TestContext, username = 'demo01'): Promise<bigint> {
  const db = t.database.db;
  const m = await selectWhere(db, 'members', { username })
    .select(['id', 'merchant_id'])
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('ledger_accounts as a')
    .innerJoin('ledger_balances as b', 'b.account_id', 'a.id')
    .select((eb) => eb.fn.sum<string>('b.balance').as('balance'))
    .where('a.owner_kind', '=', 'member')
    .where('a.owner_id', '=', m.id.toString())
    .where('a.purpose', '=', 'cash')
    .executeTakeFirst();
  return BigInt(row?.balance ?? 0);
}

/**
 * Vendor rounds settled for a member, written straight into the rounds table as the wallet
 * writes them (the statistics triggers count them): sandbox coin-flip rounds unless `gameId` names
 * another game, settled now unless `at` says when. `q` is a transaction to write one in.
 */
function settledRounds(t: () => TestContext, gameId: (vendor: string, code: string) => Promise<number>) {
  let rounds = 0;
  return async (
    r: {
      merchantId: number;
      memberId: bigint;
      stake: bigint;
      win?: bigint;
      gameId?: number;
      roundId?: string;
      at?: Date | string;
    },
    q: Db = t().database.db,
  ): Promise<void> => {
    rounds += 1;
    await q
      .insertInto('game_rounds')
      .values({
        merchant_id: r.merchantId,
        member_id: r.memberId,
        vendor: 'SANDBOX',
        game_id: r.gameId ?? (await gameId('SANDBOX', 'coin-flip')),
        round_id:
          r.roundId ??
          `settled-${Date.now().toString(36)}-${rounds}-${Math.random().toString(36).slice(2, 8)}`,
        stake: r.stake,
        win: r.win ?? 0n,
        status: 'settled',
        ...(r.at ? { created_at: r.at } : {}),
        settled_at: r.at ?? new Date(),
      })
      .execute();
  };
}

/** Tests' access to the running app: log in, launch, and call the wallet as a vendor would. */
export function walletKit(t: () => TestContext) {
  const inject = (method: 'GET' | 'POST', url: string, opts: { token?: string; payload?: object } = {}) =>
    t().app.inject({
      method,
      url,
      headers: { host: 'localhost', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
      ...(opts.payload ? { payload: opts.payload } : {}),
    });

  async function login(username = 'demo01', password = 'Demo@1234'): Promise<string> {
    const res = await inject('POST', '/wps/session/login', {
      payload: { username, password, type: 'username' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().value.token as string;
  }

  async function gameId(vendor: string, code: string): Promise<number> {
    const row = await t()
      .database.db.selectFrom('games')
      .select('id')
      .where('vendor_code', '=', vendor)
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const launch = (token: string | undefined, payload: object) =>
    inject('POST', '/wps/game/launchGame', { ...(token ? { token } : {}), payload });

  /** Launches a sandbox game and answers the wallet token the vendor got in the URL. */
  async function walletToken(memberToken: string, code = 'coin-flip'): Promise<string> {
    const res = await launch(memberToken, { gameId: await gameId('SANDBOX', code), vassalage: 'SANDBOX' });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().value.game_url as string);
    return url.searchParams.get('token') as string;
  }

  async function secret(vendor = 'SANDBOX'): Promise<string> {
    const row = await t()
      .database.db.selectFrom('seamless_vendors')
      .select('secret')
      .where('vendor_code', '=', vendor)
      .executeTakeFirstOrThrow();
    return row.secret;
  }

  /**
   * A signed vendor call, to the test app or to `via` (another server on the same database); the
   * answer's own signature is checked too.
   */
  async function wallet(
    path: string,
    body: object,
    opts: { vendor?: string; signWith?: string; via?: FastifyInstance } = {},
  ): Promise<LightMyRequestResponse> {
    const vendor = opts.vendor ?? 'SANDBOX';
    const key = opts.signWith ?? (await secret(vendor));
    const text = JSON.stringify(body);
    const res = await (opts.via ?? t().app).inject({
      method: 'POST',
      url: `/seamless/v1/${path}`,
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        [VENDOR_HEADER]: vendor,
        [SIGNATURE_HEADER]: signBody(key, text),
      },
      payload: text,
    });
    if (res.statusCode !== 401 || res.json().code !== 'VENDOR_UNKNOWN') {
      const sig = res.headers[SIGNATURE_HEADER];
      expect(verifyBody(await secret(vendor), res.body, typeof sig === 'string' ? sig : undefined)).toBe(
        true,
      );
    }
    return res;
  }

  return {
    inject,
    login,
    gameId,
    settledRound: settledRounds(t, gameId),
    launch,
    walletToken,
    secret,
    wallet,
    cash: (username?: string) => memberCash(t(), username),
    fundedMember: (username: string, cash: bigint) => fundedMember(t(), username, cash),
  };
}
