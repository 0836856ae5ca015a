import { hashServerSeed, parseAmountToMinor } from '@pf/shared';
import { type RoundView, verifyInhouseRound } from '@pf/shared/inhouse/index';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { caller } from '../../../test/member-kit.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import type { DbKind } from '../../../test/test-db.ts';
import { DEMO_MERCHANT_CODE } from '../../brand/index.ts';
import { walletKit } from '../seamless/test-kit.ts';
import { activeServerSeed } from './seeds.ts';

export const minor = (s: string | null) => parseAmountToMinor(s ?? '') as bigint;

let seq = 0;
export const rid = () => `req-${Date.now().toString(36)}-${++seq}`;

type VerifyKind = Parameters<typeof verifyInhouseRound>[1];
type Outcome = Parameters<typeof verifyInhouseRound>[2];

/**
 * Checks a revealed round against its seeds: the revealed server seed is the committed one, the
 * seeds give the shown outcome, and `forged` (an outcome they did not give) fails.
 */
export function expectVerifies(r: RoundView, kind: VerifyKind, forged: Outcome) {
  const { serverSeed, clientSeed, nonce, serverSeedHash } = r.fairness;
  expect(serverSeed).not.toBeNull();
  expect(hashServerSeed(serverSeed!)).toBe(serverSeedHash);
  const reveal = { serverSeed: serverSeed!, clientSeed, nonce, committedHash: serverSeedHash };
  expect(verifyInhouseRound(reveal, kind, r.outcome!)).toMatchObject({ commitmentOk: true, outcomeOk: true });
  expect(verifyInhouseRound(reveal, kind, forged).outcomeOk).toBe(false);
}

/**
 * Sends `count` copies of one request at once: every copy answers 200, exactly one plays the
 * round and the others replay it; answers that round.
 */
export async function expectPlayedOnce(send: () => Promise<LightMyRequestResponse>, count = 50) {
  const copies = await Promise.all(Array.from({ length: count }, send));
  expect(copies.map((r) => r.statusCode)).toEqual(Array(count).fill(200));
  const fresh = copies.filter((r) => r.json().value.replayed === false);
  expect(fresh).toHaveLength(1);
  const round = fresh[0]!.json().value.round as RoundView;
  for (const r of copies) expect(r.json().value.round).toEqual(round);
  return round;
}

/**
 * The active server seed, opened from where the server keeps it sealed (a player only ever sees
 * its hash); `sealed` is the stored form.
 */
export const secretSeedOf = async (t: TestContext, username: string) => {
  const row = await t.database.db
    .selectFrom('inhouse_seeds as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .selectAll('s')
    .where('m.username', '=', username)
    .where('s.active', '=', true)
    .executeTakeFirstOrThrow();
  return {
    serverSeed: activeServerSeed(row),
    clientSeed: row.client_seed,
    nonce: row.next_nonce,
    sealed: row.server_seed_enc,
    hash: row.server_seed_hash,
  };
};

/** A member of the first brand with no money of its own. */
export const addMemberTo = async (t: TestContext, username: string, nickname: string, password: string) => {
  const db = t.database.db;
  const { id: merchantId } = await db
    .selectFrom('merchants')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username,
      nickname,
      password_hash: await hashPassword(password, TEST_COST),
      last_login_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { merchantId, memberId: id };
};

/** Launches an in-house game from its demo catalog tile, as the lobby does; answers the reply. */
export const openTileFor = async (t: TestContext, token: string, code: string, username = 'demo01') => {
  const wallet = walletKit(() => t);
  const gameId = await wallet.gameId('BGS', code);
  return wallet.launch(token, {
    gameId,
    nodeId: gameId,
    accountType: 1,
    confirmTrans: 0,
    vassalage: 'BGS',
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    username,
    token: 'ignored',
    merchantCode: DEMO_MERCHANT_CODE,
    language: 'EN',
  });
};

/** The ledger legs one request moved, in order: its kind and amount. */
export const ledgerLegs = async (t: TestContext, requestId: string) =>
  (
    await t.database.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'amount'])
      .where('idempotency_key', 'like', `inhouse:%:${requestId}:%`)
      .orderBy('id')
      .execute()
  ).map((l) => [l.kind, BigInt(l.amount)]);

/** The checks every in-house game's suite makes: one round for many copies, and its verification. */
/** The round and balance a play answered, once checked to have answered 200. */
export function playedRound(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  return res.json().value as { round: RoundView; balance: string };
}

export const inhouseExpect = { playedOnce: expectPlayedOnce, verifies: expectVerifies };

/** The in-house tests' way into the running app: members, their seeds, balances and rounds. */
export function inhouseKit(t: () => TestContext) {
  const call = caller(t);

  const login = async (username: string, password: string) => {
    const res = await call('POST', '/wps/session/login', {
      payload: { username, password, type: 'username' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().value.token as string;
  };
  const balance = async (token: string) =>
    minor((await call('GET', '/wps/v2/wallets/balance', { token })).json().value.cash);
  const seed = async (token: string) => (await call('GET', '/wps/inhouse/seed', { token })).json().value;
  const spin = (token: string, lineBet: string, requestId = rid()) =>
    call('POST', '/wps/inhouse/slot/spin', { token, payload: { requestId, lineBet } });
  const recall = async (token: string, game: string) =>
    (await call('GET', `/wps/inhouse/rounds?game=${game}`, { token })).json().value.list as RoundView[];
  const secretSeed = (username: string) => secretSeedOf(t(), username);
  const addMember = (username: string, nickname: string, password: string) =>
    addMemberTo(t(), username, nickname, password);
  const openTile = (token: string, code: string, username?: string) =>
    openTileFor(t(), token, code, username);
  const legs = (requestId: string) => ledgerLegs(t(), requestId);

  /** Logs in a new member who cannot pay for anything. */
  const brokeMember = async () => {
    await addMember('nomoney1', 'No Money', 'Broke@1234');
    return login('nomoney1', 'Broke@1234');
  };

  /** One debit of the stake, and one credit of the win when there is one. */
  const expectBetAndPayout = async (requestId: string, stake: bigint, win: bigint) =>
    expect(await legs(requestId)).toEqual(
      win > 0n
        ? [
            ['bet', stake],
            ['payout', win],
          ]
        : [['bet', stake]],
    );
  /** Opens the game's demo catalog tile and checks that it leads to the game's own page. */
  const expectOwnPage = async (token: string, code: string) => {
    const res = await openTile(token, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ game_url: `/inhouse/${code}` });
  };
  /** Rotates the member's seeds, which reveals the old server seed; answers the game's rounds. */
  const revealed = async (token: string, game: string) => {
    expect((await call('POST', '/wps/inhouse/seed/rotate', { token, payload: {} })).statusCode).toBe(200);
    return recall(token, game);
  };
  return {
    call,
    login,
    balance,
    seed,
    spin,
    recall,
    secretSeed,
    addMember,
    brokeMember,
    openTile,
    expectOwnPage,
    legs,
    expectBetAndPayout,
    revealed,
  };
}

/**
 * Starts the app with demo01 logged in; with `seed`, demo01's first look at the seeds creates the
 * pair, and with `broke`, a member who cannot pay logs in too.
 */
export async function startInhouse(kind: DbKind, opts: { seed?: boolean; broke?: boolean } = {}) {
  const t = await createTestApp(kind);
  const kit = inhouseKit(() => t);
  const demo01 = await kit.login('demo01', 'Demo@1234');
  const broke = opts.broke ? await kit.brokeMember() : '';
  if (opts.seed) await kit.seed(demo01);
  return { t, demo01, broke };
}
