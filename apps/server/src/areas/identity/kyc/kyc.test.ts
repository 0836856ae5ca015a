import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_MAX_BYTES } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import {
  caller,
  demoMember,
  forgedPngDataUrl,
  jpegDataUrl,
  PNG_1x1,
  pngDataUrl,
} from '../../../test/member-kit.ts';
import { rowCount } from '../../../test/row-count.ts';
import { staffToken as signedIn } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

describe.each(dbKinds)('KYC on %s', (kind) => {
  const t = suiteApp(kind);
  beforeAll(async () => {
    for (const [username, roles] of [
      ['risk1', ['risk']],
      ['content1', ['content']],
    ] as const) {
      await t.database.db
        .insertInto('staff')
        .values({ username, password_hash: await hashPassword('Staff@1234', TEST_COST), roles: [...roles] })
        .execute();
    }
  });

  const call = caller(() => t);
  let seq = 0;
  /** A new member and their token. */
  async function member() {
    seq += 1;
    const username = `kyc${seq}user`;
    const id = await demoMember(t, username, { last_login_at: new Date() });
    const token = (
      await call('POST', '/wps/session/login', {
        payload: { username, password: 'Secret@123', type: 'username' },
        ip: `10.6.0.${seq}`,
      })
    ).json().value.token as string;
    return { id, token };
  }
  const staffToken = (username: string, password = 'Staff@1234') =>
    signedIn(() => t, username, password, '10.6.9.9');
  const upload = (token: string, body: object) =>
    call('POST', '/wps/relay/MCSFE_uploadIdImg', { token, payload: { moduleId: 'KYC', ...body } });
  const security = async (token: string) =>
    (await call('GET', '/wps/v2/member/securityConfig', { token })).json().value.info.idVerification;
  const imageCount = () => rowCount(t.database.db, 'kyc_images');
  const personal = {
    idType: 1,
    payeename: 'Nguyen Van A',
    birthday: '1990-01-01',
    address: '1 Main Street',
    placeOfBirth: 'Hanoi',
    nationality: 'VN',
    sourceOfIncome: 1,
    occupation: 2,
    employerName: 'ACME',
  };

  it('walks N -> P with personal info and three images, the back defaulting to the front', async () => {
    const m = await member();
    expect(await security(m.token)).toEqual({ enabled: true, isComplete: false, status: 'N' });
    const info = await call('POST', '/wps/relay/MCSFE_setPersonalInfo', {
      token: m.token,
      payload: personal,
    });
    expect(info.statusCode).toBe(200);
    expect(await security(m.token)).toEqual({ enabled: true, isComplete: false, status: 'N' });
    const res = await upload(m.token, { idCardFront: pngDataUrl, idCardSelfie: jpegDataUrl });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.status).toBe('P');
    expect(await security(m.token)).toEqual({ enabled: true, isComplete: true, status: 'P' });
    const images = await selectWhere(t.database.db, 'kyc_images', { member_id: m.id })
      .select(['kind', 'sha256', 'content_type', 'storage_key'])
      .execute();
    const byKind = Object.fromEntries(images.map((i) => [i.kind, i]));
    expect(byKind.back?.sha256).toBe(byKind.front?.sha256);
    expect(byKind.front?.content_type).toBe('image/png');
    expect(byKind.selfie?.content_type).toBe('image/jpeg');
    // Stored privately under the data directory.
    const files = await readdir(join(t.dataDir, 'uploads', 'kyc'), { recursive: true });
    expect(files.some((f) => f.endsWith(`${images[0]?.storage_key.split('/').pop()}`))).toBe(true);
  });

  it('accepts personal info by GET too and checks it', async () => {
    const m = await member();
    const q = new URLSearchParams(
      Object.fromEntries(Object.entries(personal).map(([k, v]) => [k, String(v)])),
    );
    expect((await call('GET', `/wps/relay/MCSFE_setPersonalInfo?${q}`, { token: m.token })).statusCode).toBe(
      200,
    );
    const young = await call('POST', '/wps/relay/MCSFE_setPersonalInfo', {
      token: m.token,
      payload: { ...personal, birthday: '2010-01-01' },
    });
    expect(young.json()).toMatchObject({ code: 'AGE_UNDER', message: 'You must be 18 or over to register' });
    const badType = await call('POST', '/wps/relay/MCSFE_setPersonalInfo', {
      token: m.token,
      payload: { ...personal, idType: 13 },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/^body\.idType/);
  });

  it('decides the type by content: a text file named PNG is refused and nothing is stored', async () => {
    const m = await member();
    const before = await imageCount();
    const res = await upload(m.token, { idCardFront: pngDataUrl, idCardSelfie: forgedPngDataUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_TYPE',
      message: 'Only jpeg, jpg or png images are accepted',
    });
    // A real PNG declared as JPEG is still a PNG: accepted as what it is.
    expect(await imageCount()).toBe(before);
    expect(await security(m.token)).toMatchObject({ status: 'N' });
    const relabelled = await upload(m.token, {
      idCardFront: `data:image/jpeg;base64,${PNG_1x1}`,
      idCardSelfie: jpegDataUrl,
    });
    expect(relabelled.statusCode).toBe(200);
  });

  it('refuses an image over 5242880 bytes and malformed input', async () => {
    const m = await member();
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1);
    Buffer.from(PNG_1x1, 'base64').copy(big);
    const over = await upload(m.token, {
      idCardFront: `data:image/png;base64,${big.toString('base64')}`,
      idCardSelfie: jpegDataUrl,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('IMAGE_SIZE');
    const exact = Buffer.alloc(IMAGE_MAX_BYTES);
    Buffer.from(PNG_1x1, 'base64').copy(exact);
    const atLimit = await upload(m.token, {
      idCardFront: `data:image/png;base64,${exact.toString('base64')}`,
      idCardSelfie: jpegDataUrl,
    });
    expect(atLimit.statusCode).toBe(200);

    const noSelfie = await upload(m.token, { idCardFront: pngDataUrl });
    expect(noSelfie.statusCode).toBe(400);
    expect(noSelfie.json().message).toMatch(/^body\.idCardSelfie/);
    const notDataUrl = await upload(m.token, { idCardFront: 'https://x/y.png', idCardSelfie: jpegDataUrl });
    expect(notDataUrl.statusCode).toBe(400);
    const wrongType = await upload(m.token, { idCardFront: 42, idCardSelfie: jpegDataUrl });
    expect(wrongType.statusCode).toBe(400);
  });

  it('serves an ID image to its owner and reviewers only (no IDOR)', async () => {
    const a = await member();
    const b = await member();
    const up = (await upload(a.token, { idCardFront: pngDataUrl, idCardSelfie: jpegDataUrl })).json().value;
    const url = `/wps/member/kyc/images/${up.images.front}`;
    const own = await call('GET', url, { token: a.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(Buffer.from(PNG_1x1, 'base64'))).toBe(true);

    const other = await call('GET', url, { token: b.token });
    expect(other.statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', '/wps/member/kyc/images/not-a-uuid', { token: a.token })).statusCode).toBe(400);

    const staffUrl = `/bo/api/kyc/images/${up.images.selfie}`;
    const risk = await call('GET', staffUrl, { token: await staffToken('risk1') });
    expect(risk.statusCode).toBe(200);
    expect(risk.headers['content-type']).toBe('image/jpeg');
    expect((await call('GET', staffUrl, { token: await staffToken('content1') })).statusCode).toBe(403);
    expect((await call('GET', staffUrl, { token: a.token })).statusCode).toBe(401);
    const views = await selectWhere(t.database.db, 'audit_log', { action: 'kyc.image_view' })
      .select(['action', 'target_id'])
      .execute();
    expect(views).toContainEqual({ action: 'kyc.image_view', target_id: a.id.toString() });
  });

  it('keeps trial sessions out', async () => {
    const trial = (await call('POST', '/wps/session/login/freeplay', { payload: {} })).json().value.token;
    const res = await upload(trial, { idCardFront: pngDataUrl, idCardSelfie: jpegDataUrl });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('DEMO_ACCOUNT');
    expect(await security(trial)).toMatchObject({ enabled: false });
  });

  it('lets risk or admin approve and reject pending reviews, audit-logged', async () => {
    const a = await member();
    const b = await member();
    await upload(a.token, { idCardFront: pngDataUrl, idCardSelfie: jpegDataUrl });
    await upload(b.token, { idCardFront: pngDataUrl, idCardSelfie: jpegDataUrl });
    const risk = await staffToken('risk1');
    const content = await staffToken('content1');

    const list = await call('GET', '/bo/api/kyc?status=P', { token: risk });
    expect(list.statusCode).toBe(200);
    const ids = list.json().value.map((r: { memberId: string }) => r.memberId);
    expect(ids).toEqual(expect.arrayContaining([a.id.toString(), b.id.toString()]));
    expect((await call('GET', '/bo/api/kyc?status=X', { token: risk })).statusCode).toBe(400);
    expect((await call('GET', '/bo/api/kyc', { token: content })).statusCode).toBe(403);
    expect((await call('GET', '/bo/api/kyc', { token: a.token })).statusCode).toBe(401);

    const approve = await call('POST', `/bo/api/kyc/${a.id}/approve`, { token: risk, payload: {} });
    expect(approve.json().value).toEqual({ memberId: a.id.toString(), status: 'A' });
    expect(await security(a.token)).toMatchObject({ status: 'A', isComplete: false });
    const twice = await call('POST', `/bo/api/kyc/${a.id}/approve`, { token: risk, payload: {} });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('KYC_NOT_PENDING');
    const reupload = await upload(a.token, { idCardFront: pngDataUrl, idCardSelfie: jpegDataUrl });
    expect(reupload.json().code).toBe('KYC_ALREADY_APPROVED');

    expect((await call('POST', `/bo/api/kyc/${b.id}/reject`, { token: risk, payload: {} })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', `/bo/api/kyc/${b.id}/reject`, { token: content, payload: { note: 'x' } }))
        .statusCode,
    ).toBe(403);
    const reject = await call('POST', `/bo/api/kyc/${b.id}/reject`, {
      token: await staffToken('admin', 'Admin@1234'),
      payload: { note: 'Selfie is blurred' },
    });
    expect(reject.json().value.status).toBe('R');
    expect(await security(b.token)).toMatchObject({ status: 'R' });
    // Each member is told in their inbox, once, in the language they chose on the site.
    const inbox = (id: bigint) =>
      t.database.db
        .selectFrom('member_messages')
        .select(['title', 'content'])
        .where('member_id', '=', id)
        .where('kind', '=', 'notice')
        .execute();
    expect(await inbox(a.id)).toEqual([
      { title: 'Identity verification approved', content: 'Your identity verification has been approved.' },
    ]);
    expect(await inbox(b.id)).toEqual([
      {
        title: 'Identity verification not approved',
        content:
          'Your identity verification was not approved: Selfie is blurred. Please upload your documents again.',
      },
    ]);
    // A rejected member may send new images, back to review.
    expect(
      (await upload(b.token, { idCardFront: pngDataUrl, idCardSelfie: jpegDataUrl })).json().value.status,
    ).toBe('P');
    expect((await call('POST', '/bo/api/kyc/999999/approve', { token: risk, payload: {} })).statusCode).toBe(
      404,
    );

    const audit = await t.database.db
      .selectFrom('audit_log as l')
      .innerJoin('staff as s', 's.id', 'l.staff_id')
      .select(['s.username', 'l.action', 'l.target_type', 'l.target_id', 'l.before', 'l.after', 'l.ip'])
      .where('l.action', 'in', ['kyc.approve', 'kyc.reject'])
      .orderBy('l.id')
      .execute();
    expect(audit).toEqual([
      {
        username: 'risk1',
        action: 'kyc.approve',
        target_type: 'member',
        target_id: a.id.toString(),
        before: { status: 'P' },
        after: { status: 'A', note: null },
        ip: '10.0.0.1',
      },
      {
        username: 'admin',
        action: 'kyc.reject',
        target_type: 'member',
        target_id: b.id.toString(),
        before: { status: 'P' },
        after: { status: 'R', note: 'Selfie is blurred' },
        ip: '10.0.0.1',
      },
    ]);
    const c = await member();
    await upload(c.token, { idCardFront: pngDataUrl, idCardSelfie: jpegDataUrl });
    await t.database.db.updateTable('members').set({ language: 'VI' }).where('id', '=', c.id).execute();
    // In the language the member chose on the site.
    await call('POST', `/bo/api/kyc/${c.id}/reject`, { token: risk, payload: { note: 'Ảnh mờ' } });
    expect(await inbox(c.id)).toEqual([
      {
        title: 'Xác minh danh tính không được duyệt',
        content: 'Xác minh danh tính của bạn không được duyệt: Ảnh mờ. Vui lòng tải lên lại giấy tờ.',
      },
    ]);
  });
});
