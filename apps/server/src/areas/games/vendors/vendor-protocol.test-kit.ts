import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { signInOn } from '../../../test/staff-kit.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import type { DbKind } from '../../../test/test-db.ts';
import { DEMO_MERCHANT_CODE } from '../../brand/index.ts';
import { closeReconciled, walletKit } from '../seamless/test-kit.ts';
import type { VendorConnection } from './vendor-credentials.service.ts';

/** What staff store for the demo brand's connection to a vendor. */
export interface VendorTestCredentials {
  login: string;
  providerId: string;
  secret: string;
  apiToken?: string;
}

type App = () => TestContext;
type StaffCall = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** `count` copies of one call sent at once, as a vendor's retries can arrive. */
export const burst = <T>(count: number, send: (n: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: count }, (_, n) => send(n)));

/** The same call sent twice, one after the other. */
export const twice = async <T>(send: () => Promise<T>): Promise<T[]> => [await send(), await send()];

/** A JSON text of rows that may hold bigints, to look for a secret in. */
const textOf = (rows: unknown) => JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));

/** Posts a form to a simulator's page at `path`; answers the page it renders. */
export async function postForm(base: string, path: string, form: Record<string, string>) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const text = await res.text();
  expect(res.status, text.slice(-300)).toBe(200);
  return text;
}

/** What the wallet booked for one vendor: transfers per reference, and its rounds. */
function vendorBookings(app: App, vendorCode: string) {
  /** How many ledger transfers the vendor's reference made (retries must not add any). */
  const transfers = async (reference: string) =>
    (
      await app()
        .database.db.selectFrom('ledger_transfers')
        .select('id')
        .where('idempotency_key', '=', `seamless:${vendorCode}:${DEMO_MERCHANT_CODE}:${reference}`)
        .execute()
    ).length;
  /** The vendor's round as the wallet booked it. */
  const roundRow = (roundId: string) =>
    app()
      .database.db.selectFrom('game_rounds')
      .select(['stake', 'win', 'status'])
      .where('vendor', '=', vendorCode)
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
  /** How many rounds the vendor has booked so far. */
  const roundCount = async () =>
    (
      await app()
        .database.db.selectFrom('game_rounds')
        .select('id')
        .where('vendor', '=', vendorCode)
        .execute()
    ).length;
  return { transfers, roundRow, roundCount };
}

/** The member's side: launching the vendor's games, a locked account, and a simulator's spin. */
function vendorPlayer(app: App, vendorCode: string) {
  const wallet = walletKit(app);

  /** Launches one of the vendor's games for demo01 as the lobby does; answers the game's address. */
  async function launch(code: string, language?: string): Promise<URL> {
    const res = await wallet.launch(await wallet.login(), {
      gameId: await wallet.gameId(vendorCode, code),
      vassalage: vendorCode,
      ...(language ? { language } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.seamless).toBe(true);
    return new URL(res.json().value.game_url as string);
  }

  /** Runs `check` with the member locked, then unlocks them whatever happened. */
  async function whileLocked(memberId: bigint, check: () => Promise<void>) {
    const db = app().database.db;
    await db.updateTable('members').set({ status: 'locked' }).where('id', '=', memberId).execute();
    try {
      await check();
    } finally {
      await db.updateTable('members').set({ status: 'active' }).where('id', '=', memberId).execute();
    }
  }

  /**
   * Checks a simulator's slot spin of 1.00: the reels stop on a paying line exactly when the spin
   * paid (twice the stake), and the wallet moved the stake and the win.
   */
  async function expectSpinSettled(spun: string, cashBefore: bigint) {
    const win = BigInt((/data-testid="win">([\d,.]+) /.exec(spun)?.[1] ?? '').replace(/[,.]/g, ''));
    expect([0n, 200n]).toContain(win);
    expect(spun.includes('class="cell hit"')).toBe(win > 0n);
    expect(await wallet.cash()).toBe(cashBefore - 100n + win);
  }

  return { wallet, launch, whileLocked, expectSpinSettled };
}

/** The staff's side: the stored connection switched off and on, its secret, its game import. */
function vendorConnectionAdmin(
  app: App,
  vendorCode: string,
  credentials: VendorTestCredentials,
  bo: StaffCall,
) {
  /** How many of the vendor's games the lobby lists. */
  const listed = async () =>
    (
      await app().app.inject({
        method: 'GET',
        url: `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vendorCode}&pageNo=1&pageSize=20`,
        headers: { host: 'localhost' },
      })
    ).json().value.total as number;

  /** Stores the connection switched on or off, keeping the stored secret. */
  const setEnabled = (enabled: boolean) =>
    bo('PUT', `/bo/api/vendors/${vendorCode}/credentials`, {
      login: credentials.login,
      providerId: credentials.providerId,
      enabled,
    });

  /**
   * Runs `check` with the connection switched off and the lobby no longer listing the vendor's
   * games, then switches it back on and waits for the games to be listed again.
   */
  async function whileDisabled(check: () => Promise<void>) {
    expect(await listed()).toBeGreaterThan(0);
    expect((await setEnabled(false)).statusCode).toBe(200);
    try {
      // The lobbies stop offering what cannot open.
      await expect.poll(listed).toBe(0);
      await check();
    } finally {
      expect((await setEnabled(true)).statusCode).toBe(200);
    }
    await expect.poll(listed).toBeGreaterThan(0);
  }

  /**
   * Checks that `needle` (a secret, or a sign of one) stands neither in the audit log nor in the
   * stored credentials; answers how many audit entries the credentials have.
   */
  async function expectKeptOut(needle: string): Promise<number> {
    const db = app().database.db;
    const audit = await selectWhere(db, 'audit_log', { target_type: 'vendor_credentials' })
      .selectAll()
      .execute();
    expect(textOf(audit)).not.toContain(needle);
    const row = await selectWhere(db, 'vendor_credentials', { vendor_code: vendorCode })
      .select('secret_sealed')
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(needle);
    return audit.length;
  }

  /** Imports the vendor's game list twice: the second import finds every game and creates none. */
  async function expectImportsIdempotently(count: number) {
    const games = async () =>
      (
        await app()
          .database.db.selectFrom('games')
          .select('id')
          .where('vendor_code', '=', vendorCode)
          .execute()
      ).length;
    const first = await bo('POST', `/bo/api/vendors/${vendorCode}/import-games`, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ listed: count, imported: count });
    const stored = await games();
    const second = await bo('POST', `/bo/api/vendors/${vendorCode}/import-games`, {});
    expect(second.json().value).toMatchObject({ listed: count, imported: count, created: 0 });
    expect(await games()).toBe(stored);
  }

  return { setEnabled, whileDisabled, expectKeptOut, expectImportsIdempotently };
}

/**
 * What the vendor protocol tests (Pragmatic, Hub88, Evolution) share: the app listening on
 * loopback (a simulator calls the wallet back over it), the vendor's credentials stored through
 * the staff API, the connection the simulator's client signs with, the member's wallet, what the
 * ledger booked, switching the connection off and on, and a clean reconciliation at the end.
 */
export function vendorTestKit(vendorCode: string, credentials: VendorTestCredentials) {
  let t: TestContext | undefined;
  let adminToken = '';
  const app = () => {
    if (!t) throw new Error('the vendor test app is not started');
    return t;
  };
  const connection: VendorConnection = {
    vendorCode,
    merchantId: 0,
    merchantCode: DEMO_MERCHANT_CODE,
    login: credentials.login,
    providerId: credentials.providerId,
    secret: credentials.secret,
    apiToken: credentials.apiToken ?? null,
    apiUrl: null,
    launchUrl: null,
    enabled: true,
  };
  /** A staff call, as the back office makes it. */
  const bo: StaffCall = (method, url, payload) =>
    app().app.inject({
      method,
      url,
      headers: { host: 'localhost', authorization: `Bearer ${adminToken}` },
      ...(payload ? { payload } : {}),
    });

  /**
   * Starts the app, runs `prepare` (catalog rows the suite needs), logs staff in and stores the
   * credentials; answers the app, its address and the store's reply.
   */
  async function start(kind: DbKind, prepare?: (started: TestContext) => Promise<void>) {
    const started = await createTestApp(kind);
    t = started;
    const base = await started.app.listen({ port: 0, host: '127.0.0.1' });
    await prepare?.(started);
    adminToken = (await signInOn(started.app, started.database.db, 'admin', 'Admin@1234')).token;
    const set = await bo('PUT', `/bo/api/vendors/${vendorCode}/credentials`, {
      ...credentials,
      enabled: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    return { t: started, base, set };
  }

  return {
    connection,
    bo,
    ...vendorBookings(app, vendorCode),
    ...vendorPlayer(app, vendorCode),
    ...vendorConnectionAdmin(app, vendorCode, credentials, bo),
    postForm,
    start,
    /** Checks that the ledger reconciles after everything the suite did, then closes the app. */
    stop: () => closeReconciled(t),
  };
}
