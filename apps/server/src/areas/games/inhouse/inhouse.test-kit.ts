import { parseAmountToMinor } from '@pf/shared';
import type { RoundView } from '@pf/shared/inhouse/index';
import { expect } from 'vitest';
import { DEMO_MERCHANT_CODE } from '../../../db/seed/demo-merchant.ts';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { caller } from '../../../test/member-kit.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { walletKit } from '../seamless/test-kit.ts';
import { activeServerSeed } from './seeds.ts';

export const minor = (s: string | null) => parseAmountToMinor(s ?? '') as bigint;

let seq = 0;
export const rid = () => `req-${Date.now().toString(36)}-${++seq}`;

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
  /**
   * The active server seed, opened from where the server keeps it sealed (a player only ever sees
   * its hash); `sealed` is the stored form.
   */
  const secretSeed = async (username: string) => {
    const row = await t()
      .database.db.selectFrom('inhouse_seeds as s')
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
  const addMember = async (username: string, nickname: string, password: string) => {
    const db = t().database.db;
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

  /** Logs in a new member who cannot pay for anything. */
  const brokeMember = async () => {
    await addMember('nomoney1', 'No Money', 'Broke@1234');
    return login('nomoney1', 'Broke@1234');
  };

  /** Launches an in-house game from its demo catalog tile, as the lobby does; answers the reply. */
  const openTile = async (token: string, code: string, username = 'demo01') => {
    const wallet = walletKit(t);
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
  return { call, login, balance, seed, spin, recall, secretSeed, addMember, brokeMember, openTile };
}
