import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_MAX_BYTES } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { copyDemoBrand } from '../../../test/brand-kit.ts';
import { forgedPngDataUrl, jpegDataUrl, PNG_1x1, pngDataUrl } from '../../../test/member-kit.ts';
import { rowCount } from '../../../test/row-count.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { type DbKind, dbKinds } from '../../../test/test-db.ts';
import { bonusKit } from '../bonus/bonus.test-kit.ts';

// Races need real row locks and concurrent connections: PostgreSQL when it is configured.
const kinds: DbKind[] = dbKinds.includes('postgres') ? ['postgres'] : dbKinds;

/** A real PNG header followed by filler, `size` bytes in all. */
const pngOfSize = (size: number) => {
  const bytes = Buffer.alloc(size);
  Buffer.from(PNG_1x1, 'base64').copy(bytes);
  return `data:image/png;base64,${bytes.toString('base64')}`;
};

describe.each(kinds)('activity applications on %s', (kind) => {
  const t = suiteApp(kind);
  const kit = bonusKit(() => t, 'act');
  const { call } = kit;
  const db = () => t.database.db;
  let content: string;
  let finance: string;

  beforeAll(async () => {
    content = await kit.staffWith(['content']);
    finance = await kit.staffWith(['finance']);
  });

  /** A running promotion taken part in by application, switched on through the back office. */
  async function applicationPromotion() {
    const promotionId = await kit.promotion('event');
    const res = await call('PUT', `/bo/api/activity/promotions/${promotionId}`, {
      token: content,
      payload: { applicationRequired: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    return promotionId;
  }
  const apply = (token: string, payload: Record<string, unknown>) =>
    call('POST', '/wps/activity/apply', { token, payload });
  const count = (table: 'activity_applications' | 'activity_images') => rowCount(db(), table);
  const storedFiles = async () => {
    const dir = join(t.dataDir, 'uploads', 'activity');
    const walk = async (d: string): Promise<number> => {
      const entries = await readdir(d, { withFileTypes: true }).catch(() => []);
      let n = 0;
      for (const e of entries) n += e.isDirectory() ? await walk(join(d, e.name)) : 1;
      return n;
    };
    return walk(dir);
  };
  const state = async (token: string, promotionId: number) => {
    const res = await call('GET', `/wps/activity/state/${promotionId}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { state: string | null; application: { rejectReason: string | null } | null };
  };
  const audits = (action: string, targetId: string) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', targetId)
      .execute();

  it('refuses 141 characters, 4 images, a 5 MB + 1 file and a text file named png, storing nothing', async () => {
    const promotionId = await applicationPromotion();
    const m = await kit.member();
    const before = { apps: await count('activity_applications'), files: await storedFiles() };
    const bad = [
      { body: { promotionId, comment: 'x'.repeat(141), images: [] }, code: 'VALIDATION' },
      {
        body: { promotionId, comment: 'four', images: [pngDataUrl, pngDataUrl, pngDataUrl, pngDataUrl] },
        code: 'VALIDATION',
      },
      {
        body: { promotionId, comment: 'big', images: [pngDataUrl, pngOfSize(IMAGE_MAX_BYTES + 1)] },
        code: 'IMAGE_SIZE',
      },
      {
        body: { promotionId, comment: 'forged', images: [jpegDataUrl, forgedPngDataUrl] },
        code: 'IMAGE_TYPE',
      },
    ];
    for (const { body, code } of bad) {
      const res = await apply(m.token, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect(await count('activity_applications')).toBe(before.apps);
    expect(await storedFiles()).toBe(before.files);
    expect((await state(m.token, promotionId)).state).toBe('join');

    // Exactly 140 characters and 5 MB pass.
    const ok = await apply(m.token, {
      promotionId,
      comment: 'y'.repeat(140),
      images: [pngOfSize(IMAGE_MAX_BYTES)],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ status: 'applying', imageIds: [expect.any(String)] });
  });

  it('refuses a promotion that takes no applications', async () => {
    const plain = await kit.promotion('event');
    const m = await kit.member();
    const res = await apply(m.token, { promotionId: plain, comment: 'hi', images: [] });
    expect(res.json().code).toBe('ACTIVITY_NOT_AVAILABLE');
  });

  it('keeps one application under 50 concurrent submits', async () => {
    const promotionId = await applicationPromotion();
    const m = await kit.member();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        apply(m.token, { promotionId, comment: `try ${i}`, images: [pngDataUrl] }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().code === 'ACTIVITY_ALREADY_APPLIED')).toHaveLength(49);
    const rows = await db()
      .selectFrom('activity_applications')
      .selectAll()
      .where('member_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
    const images = await db()
      .selectFrom('activity_images')
      .selectAll()
      .where('member_id', '=', m.id)
      .execute();
    expect(images).toHaveLength(1);
    expect((await state(m.token, promotionId)).state).toBe('applying');
  });

  it('pays an approval reward once under 50 concurrent approvals, with one audit row', async () => {
    const promotionId = await applicationPromotion();
    const m = await kit.member();
    const id = (await apply(m.token, { promotionId, comment: 'my win', images: [jpegDataUrl] })).json().value
      .id;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', `/bo/api/activity/applications/${id}/approve`, {
          token: finance,
          payload: { rewardAmount: '150' },
        }),
      ),
    );
    // The first decides; the rest find the same decision and answer it again.
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers[0]?.json().value).toMatchObject({ status: 'approved', rewardAmount: '150.00' });
    expect(await kit.wallet(m.id)).toMatchObject({ cash: 15_000n });
    expect(await kit.transfers(m.id, 'activity_reward')).toHaveLength(1);
    expect(await audits('activity.approve', id)).toHaveLength(1);
    expect((await state(m.token, promotionId)).state).toBe('issued');
    // A different decision afterwards is refused and pays nothing more.
    const again = await call('POST', `/bo/api/activity/applications/${id}/approve`, {
      token: finance,
      payload: { rewardAmount: '999' },
    });
    expect(again.json().code).toBe('ACTIVITY_NOT_PENDING');
    expect(await kit.transfers(m.id, 'activity_reward')).toHaveLength(1);
    expect(await kit.reconcileProblems()).toEqual([]);
  });

  it('lets content staff approve without a reward but not with one', async () => {
    const promotionId = await applicationPromotion();
    const m = await kit.member();
    const id = (await apply(m.token, { promotionId, comment: 'no money', images: [] })).json().value.id;
    const paid = await call('POST', `/bo/api/activity/applications/${id}/approve`, {
      token: content,
      payload: { rewardAmount: '10' },
    });
    expect(paid.json().code).toBe('ACTIVITY_REWARD_ROLE');
    const plain = await call('POST', `/bo/api/activity/applications/${id}/approve`, { token: content });
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await state(m.token, promotionId)).state).toBe('joined');
    expect(await kit.transfers(m.id, 'activity_reward')).toHaveLength(0);
  });

  it('rejects with a reason, pays nothing and cannot then be approved', async () => {
    const promotionId = await applicationPromotion();
    const m = await kit.member();
    const id = (await apply(m.token, { promotionId, comment: 'please', images: [] })).json().value.id;
    const rej = await call('POST', `/bo/api/activity/applications/${id}/reject`, {
      token: content,
      payload: { reason: 'Screenshot unreadable' },
    });
    expect(rej.statusCode, rej.body).toBe(200);
    const s = await state(m.token, promotionId);
    expect(s.state).toBe('rejected');
    expect(s.application?.rejectReason).toBe('Screenshot unreadable');
    const late = await call('POST', `/bo/api/activity/applications/${id}/approve`, {
      token: finance,
      payload: { rewardAmount: '5' },
    });
    expect(late.json().code).toBe('ACTIVITY_NOT_PENDING');
    expect(await kit.transfers(m.id, 'activity_reward')).toHaveLength(0);
    expect(await kit.wallet(m.id)).toMatchObject({ cash: 0n });
    expect(await audits('activity.reject', id)).toHaveLength(1);
    const listed = await call(
      'GET',
      `/bo/api/activity/applications?status=rejected&promotionId=${promotionId}`,
      {
        token: content,
      },
    );
    expect(listed.json().value.map((a: { id: string }) => a.id)).toEqual([id]);
  });

  it('shows the images to their member and staff only', async () => {
    const promotionId = await applicationPromotion();
    const owner = await kit.member();
    const other = await kit.member();
    const app = (await apply(owner.token, { promotionId, comment: 'mine', images: [pngDataUrl] })).json()
      .value;
    const imageId = app.imageIds[0] as string;
    const own = await call('GET', `/wps/activity/images/${imageId}`, { token: owner.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('image/png');
    expect(own.rawPayload.equals(Buffer.from(PNG_1x1, 'base64'))).toBe(true);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const stranger = await call('GET', `/wps/activity/images/${imageId}`, { token: other.token });
    expect(stranger.statusCode).toBe(404);
    const theirs = (await call('GET', '/wps/activity/applications', { token: other.token })).json().value
      .list;
    expect(theirs).toEqual([]);
    expect((await state(other.token, promotionId)).application).toBeNull();
    const anon = await call('GET', `/wps/activity/images/${imageId}`);
    expect(anon.statusCode).toBe(401);
    const staff = await call('GET', `/bo/api/activity/images/${imageId}`, { token: content });
    expect(staff.statusCode).toBe(200);
    expect(await audits('activity.image_view', app.id)).toHaveLength(1);
    const risk = await kit.staffWith(['risk']);
    expect((await call('GET', `/bo/api/activity/images/${imageId}`, { token: risk })).statusCode).toBe(403);
  });

  /** A content operator bound to a second brand. */
  async function otherBrandStaff() {
    const other = await copyDemoBrand(db(), 'activity-other');
    await db()
      .insertInto('staff')
      .values({
        username: 'activity-other-content',
        password_hash: await hashPassword('Staff@1234', TEST_COST),
        roles: ['content'],
        merchant_id: other.id,
      })
      .execute();
    return kit.staffToken('activity-other-content', 'Staff@1234');
  }

  it("keeps another brand's staff out of the applications, images and promotions", async () => {
    const promotionId = await applicationPromotion();
    const m = await kit.member();
    const app = (await apply(m.token, { promotionId, comment: 'brand', images: [pngDataUrl] })).json().value;
    const outsider = await otherBrandStaff();
    const list = await call('GET', '/bo/api/activity/applications', { token: outsider });
    expect(list.json().value).toEqual([]);
    const image = await call('GET', `/bo/api/activity/images/${app.imageIds[0]}`, { token: outsider });
    expect(image.statusCode).toBe(404);
    const decide = await call('POST', `/bo/api/activity/applications/${app.id}/reject`, {
      token: outsider,
      payload: { reason: 'not mine' },
    });
    expect(decide.json().code).toBe('ACTIVITY_NOT_FOUND');
    const toggle = await call('PUT', `/bo/api/activity/promotions/${promotionId}`, {
      token: outsider,
      payload: { applicationRequired: false },
    });
    expect(toggle.json().code).toBe('PROMOTION_NOT_FOUND');
    expect((await state(m.token, promotionId)).state).toBe('applying');
  });
});
