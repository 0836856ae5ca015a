import { expect } from 'vitest';
import { DEMO_MERCHANT_CODE } from '../../../db/seed/demo-merchant.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import type { DbKind } from '../../../test/test-db.ts';
import { reconcileLedger } from '../../money/index.ts';
import type { VendorConnection } from './vendor-credentials.service.ts';

/** What staff store for the demo brand's connection to a vendor. */
export interface VendorTestCredentials {
  login: string;
  providerId: string;
  secret: string;
  apiToken?: string;
}

/**
 * What the vendor protocol tests share: the app listening on loopback (a simulator calls the
 * wallet back over it), the vendor's credentials stored through the staff API, the connection the
 * simulator's client signs with, the ledger's count of transfers for one vendor reference, and a
 * clean reconciliation when the suite ends.
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
  const bo = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app().app.inject({
      method,
      url,
      headers: { host: 'localhost', authorization: `Bearer ${adminToken}` },
      ...(payload ? { payload } : {}),
    });
  /** How many ledger transfers the vendor's reference made (retries must not add any). */
  const transfers = async (reference: string) =>
    (
      await app()
        .database.db.selectFrom('ledger_transfers')
        .select('id')
        .where('idempotency_key', '=', `seamless:${vendorCode}:${DEMO_MERCHANT_CODE}:${reference}`)
        .execute()
    ).length;

  /** Starts the app, logs staff in and stores the credentials; answers the app, its address and the store's reply. */
  async function start(kind: DbKind) {
    const started = await createTestApp(kind);
    t = started;
    const base = await started.app.listen({ port: 0, host: '127.0.0.1' });
    const login = await started.app.inject({
      method: 'POST',
      url: '/bo/api/session/login',
      headers: { host: 'localhost' },
      payload: { username: 'admin', password: 'Admin@1234' },
    });
    adminToken = login.json().value.token;
    const set = await bo('PUT', `/bo/api/vendors/${vendorCode}/credentials`, {
      ...credentials,
      enabled: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    return { t: started, base, set };
  }

  /** Checks that the ledger reconciles after everything the suite did, then closes the app. */
  async function stop() {
    if (!t) return;
    const report = await reconcileLedger(t.database.db);
    expect(report.problems).toEqual([]);
    await t.close();
  }

  return { connection, bo, transfers, start, stop };
}
