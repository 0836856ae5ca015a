import { beforeAll, describe, expect, it } from 'vitest';
import { brandId, copyDemoBrand } from '../../../test/brand-kit.ts';
import { caller, demoMember, MEMBER_PASSWORD } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

type Page = { items: { id: string; username: string }[]; nextCursor: string | null };

describe.each(dbKinds)('the console member search and member page on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  let signIns = 0;
  // Each operator signs in from an address of their own: the staff sign-in is limited per address.
  const withRoles = (name: string, roles: string[], merchant: number | null = null) =>
    staffKit(() => t, `10.46.1.${++signIns}`).withRoles(name, roles, merchant);
  const tokens = { cs: '', risk: '', auditor: '', otherBrand: '', platform: '' };
  const ids: Record<'top' | 'agent' | 'leaf' | 'phoneA' | 'phoneB' | 'locked', string> = {
    top: '',
    agent: '',
    leaf: '',
    phoneA: '',
    phoneB: '',
    locked: '',
  };
  let otherBrand = 0;

  beforeAll(async () => {
    const add = async (name: string, values: Parameters<typeof demoMember>[2] = {}) =>
      String(await demoMember(t, name, values));
    ids.top = await add('MsxTopAgent', { type: 1, created_at: '2026-01-01T00:00:00Z' });
    ids.agent = await add('MsxMidAgent', {
      type: 1,
      upline_id: BigInt(ids.top),
      created_at: '2026-02-01T00:00:00Z',
    });
    ids.leaf = await add('msxLeafPlayer', {
      upline_id: BigInt(ids.agent),
      vip_level: 4,
      email: 'leaf@example.com',
      created_at: '2026-03-01T00:00:00Z',
    });
    ids.phoneA = await add('msxPhoneA', {
      country_dialing_code: '84',
      mobile_no: '933301122',
      last_login_ip: '203.0.113.7',
    });
    ids.phoneB = await add('msxPhoneB', {
      country_dialing_code: '84',
      mobile_no: '944405566',
      last_login_ip: '198.51.100.9',
    });
    ids.locked = await add('msx_lock%ed', { status: 'locked' });
    tokens.cs = await withRoles('ms_cs', ['customer_service']);
    tokens.risk = await withRoles('ms_risk', ['risk']);
    tokens.auditor = await withRoles('ms_auditor', ['auditor']);
    tokens.platform = await withRoles('ms_platform', ['admin']);
    otherBrand = (await copyDemoBrand(t.database.db, 'msother')).id;
    tokens.otherBrand = await withRoles('ms_brand2', ['admin'], otherBrand);
  });

  const search = async (query: string, token = tokens.cs): Promise<Page> => {
    const res = await call('GET', `/bo/api/members?${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  const names = async (query: string, token?: string) =>
    (await search(query, token)).items.map((i) => i.username).sort();

  it('finds members by a piece of the username, the phone number or the start of the address', async () => {
    expect(await names('username=leafplay')).toEqual(['msxLeafPlayer']);
    expect(await names('username=MSXPHONE')).toEqual(['msxPhoneA', 'msxPhoneB']);
    expect(await names('phone=93330')).toEqual(['msxPhoneA']);
    expect(await names('phone=05566')).toEqual(['msxPhoneB']);
    expect(await names('phone=3301')).toEqual(['msxPhoneA']);
    expect(await names('lastLoginIp=203.0.')).toEqual(['msxPhoneA']);
    // An address is matched from its start only: a piece of its middle finds nothing.
    expect(await names('lastLoginIp=0.113')).toEqual([]);
    // A typed % or _ means itself.
    expect(await names('username=k%25e')).toEqual(['msx_lock%ed']);
  });

  it('filters by id, upline, status, VIP level and registration dates, all together', async () => {
    expect(await names(`memberId=${ids.leaf}`)).toEqual(['msxLeafPlayer']);
    expect(await names('upline=msxtopagent')).toEqual(['MsxMidAgent']);
    expect(await names('username=msx_&status=locked')).toEqual(['msx_lock%ed']);
    expect(await names('username=msxleaf&vipLevel=4')).toEqual(['msxLeafPlayer']);
    expect(await names('username=msxleaf&vipLevel=5')).toEqual([]);
    const range = 'registeredFrom=2026-01-15T00:00:00Z&registeredTo=2026-03-15T00:00:00Z&username=agent';
    expect(await names(range)).toEqual(['MsxMidAgent']);
    expect(await names(`${range.replace('agent', 'player')}`)).toEqual(['msxLeafPlayer']);
  });

  it('pages newest first by a cursor', async () => {
    const first = await search('username=msx&limit=2');
    expect(first.items.map((i) => i.id)).toEqual([ids.locked, ids.phoneB]);
    const second = await search(`username=msx&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.id)).toEqual([ids.phoneA, ids.leaf]);
    const all = await search('username=msx&limit=100');
    expect(all.items).toHaveLength(6);
    expect(all.nextCursor).toBeNull();
  });

  it('shows a brand’s staff only their brand, and refuses bad filters', async () => {
    expect(await names('username=msxleaf', tokens.otherBrand)).toEqual([]);
    expect(await names('username=msxleaf', tokens.platform)).toEqual(['msxLeafPlayer']);
    expect(await names(`username=msxleaf&merchantId=${otherBrand}`, tokens.platform)).toEqual([]);
    expect(
      await names(`username=msxleaf&merchantId=${await brandId(t.database.db)}`, tokens.platform),
    ).toEqual(['msxLeafPlayer']);
    const profile = await call('GET', `/bo/api/members/${ids.leaf}`, { token: tokens.otherBrand });
    expect(profile.json().code).toBe('NOT_FOUND');
    for (const q of [
      'username=ab',
      'phone=12a45',
      'vipLevel=99',
      'limit=500',
      'registeredFrom=yesterday',
      'lastLoginIp=x%',
    ]) {
      const res = await call('GET', `/bo/api/members?${q}`, { token: tokens.cs });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('answers the profile with KYC, balances and the agent line up to the top', async () => {
    const res = await call('GET', `/bo/api/members/${ids.leaf}`, { token: tokens.cs });
    expect(res.json().value).toMatchObject({
      id: ids.leaf,
      username: 'msxLeafPlayer',
      vipLevel: 4,
      status: 'active',
      withdrawalsFrozen: false,
      kyc: { status: 'N', imageIds: [] },
      balances: { cash: { balance: '0' }, bonus: { balance: '0' }, locked: { balance: '0' } },
      agentLine: [
        { id: ids.agent, username: 'MsxMidAgent' },
        { id: ids.top, username: 'MsxTopAgent' },
      ],
    });
  });

  it('records each sign-in with its address and device, and finds the member by it', async () => {
    const login = await call('POST', '/wps/session/login', {
      payload: { username: 'msxLeafPlayer', password: MEMBER_PASSWORD, type: 'username' },
      ip: '192.0.2.44',
      headers: { 'user-agent': 'TestPhone/1.0' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const res = await call('GET', `/bo/api/members/${ids.leaf}/logins`, { token: tokens.auditor });
    expect(res.json().value.items).toEqual([
      expect.objectContaining({ ip: '192.0.2.44', userAgent: 'TestPhone/1.0', loginType: 'username' }),
    ]);
    expect(await names('lastLoginIp=192.0.2.')).toEqual(['msxLeafPlayer']);
  });

  it('adds notes for staff who may write them, audit-logged, and lists them newest first', async () => {
    const add = (token: string, body: string) =>
      call('POST', `/bo/api/members/${ids.leaf}/notes`, { token, payload: { body } });
    expect((await add(tokens.cs, 'Asked about a deposit')).statusCode).toBe(200);
    expect((await add(tokens.risk, 'Checked the bank account')).statusCode).toBe(200);
    expect((await add(tokens.auditor, 'not allowed')).json().code).toBe('STAFF_FORBIDDEN');
    expect((await add(tokens.cs, '   ')).statusCode).toBe(400);
    const list = await call('GET', `/bo/api/members/${ids.leaf}/notes`, { token: tokens.auditor });
    expect(
      list.json().value.items.map((n: { body: string; staffUsername: string }) => [n.body, n.staffUsername]),
    ).toEqual([
      ['Checked the bank account', 'ms_risk'],
      ['Asked about a deposit', 'ms_cs'],
    ]);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'member.note')
      .where('target_id', '=', ids.leaf)
      .execute();
    expect(audited).toHaveLength(2);
  });

  it('freezes withdrawals (risk) and sends the reset mail or SMS (customer service)', async () => {
    const freeze = (token: string, frozen: boolean) =>
      call('POST', `/bo/api/members/${ids.leaf}/withdrawals-frozen`, {
        token,
        payload: { frozen, reason: 'review' },
      });
    expect((await freeze(tokens.cs, true)).json().code).toBe('STAFF_FORBIDDEN');
    expect((await freeze(tokens.risk, true)).json().value).toEqual({
      memberId: ids.leaf,
      withdrawalsFrozen: true,
      previous: false,
    });
    expect(
      (await call('GET', `/bo/api/members/${ids.leaf}`, { token: tokens.cs })).json().value.withdrawalsFrozen,
    ).toBe(true);
    expect((await freeze(tokens.risk, false)).json().value.previous).toBe(true);

    const byMail = await call('POST', `/bo/api/members/${ids.leaf}/password-reset`, { token: tokens.cs });
    expect(byMail.json().value).toEqual({ memberId: ids.leaf, sentBy: 'email' });
    const mail = await t.database.db
      .selectFrom('sandbox_mail')
      .select('body')
      .where('to_address', '=', 'leaf@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain('reset-password?token=');
    const bySms = await call('POST', `/bo/api/members/${ids.phoneA}/password-reset`, { token: tokens.cs });
    expect(bySms.json().value.sentBy).toBe('sms');
    const none = await call('POST', `/bo/api/members/${ids.top}/password-reset`, { token: tokens.cs });
    expect(none.json().code).toBe('MEMBER_NO_CONTACT');
  });
});
