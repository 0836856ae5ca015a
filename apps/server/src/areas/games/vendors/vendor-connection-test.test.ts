import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../../test/test-db.ts';
import { vendorTestKit } from './vendor-protocol.test-kit.ts';

const CREDENTIALS = {
  login: 'demo_sim',
  providerId: 'PragmaticPlay',
  secret: 'test-pragmatic-secret-0123456789',
};

describe.each(dbKinds)("a vendor connection's test on %s", (kind) => {
  const vendor = vendorTestKit('PRAGMATIC', CREDENTIALS);
  const { bo } = vendor;
  const test = () => bo('POST', '/bo/api/vendors/PRAGMATIC/test-connection', {});

  beforeAll(async () => {
    await vendor.start(kind);
  });
  afterAll(() => vendor.stop());

  it("answers ok with the simulator's game count, imports nothing and audits the test", async () => {
    const res = await test();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      vendorCode: 'PRAGMATIC',
      ok: true,
      reason: null,
      simulator: true,
    });
    expect(res.json().value.listed).toBeGreaterThan(0);
    expect(res.body).not.toContain(CREDENTIALS.secret);
  });

  it('answers the reason when the vendor cannot be reached, and refuses bad input', async () => {
    const set = await bo('PUT', '/bo/api/vendors/PRAGMATIC/credentials', {
      login: CREDENTIALS.login,
      providerId: CREDENTIALS.providerId,
      apiUrl: 'http://127.0.0.1:9/unreachable',
      enabled: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    const res = await test();
    expect(res.json().value).toMatchObject({ ok: false, listed: null, simulator: false });
    expect(res.json().value.reason).toEqual(expect.any(String));
    expect((await bo('POST', '/bo/api/vendors/NOPE/test-connection', {})).statusCode).toBe(400);
    await bo('PUT', '/bo/api/vendors/PRAGMATIC/credentials', {
      login: CREDENTIALS.login,
      providerId: CREDENTIALS.providerId,
      apiUrl: null,
      enabled: true,
    });
  });
});
