import type { LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import { selectWhere } from '../db/select-where.ts';
import { hashPassword, TEST_COST } from '../platform/password.ts';
import { brandId } from './brand-kit.ts';
import type { TestContext } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  token?: string;
  payload?: object | string;
  ip?: string;
  headers?: Record<string, string>;
}

/** An `app.inject` shorthand: host localhost (demo merchant), client address via X-Forwarded-For. */
/** What Chromium sends for an `<img>`: it takes WebP. */
export const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

export function caller(t: () => TestContext) {
  return (method: Method, url: string, opts: CallOptions = {}): Promise<LightMyRequestResponse> =>
    t().app.inject({
      method,
      url,
      headers: {
        host: 'localhost',
        'x-forwarded-for': opts.ip ?? '10.0.0.1',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
    });
}

/** A clock tests move by hand: services read it through their injected `now()`. */
export function testClock(start = new Date('2026-03-01T08:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/** The answer of the client's newest captcha, read where the server keeps it. */
export async function captchaAnswer(t: TestContext, captchaId: string): Promise<string> {
  const row = await selectWhere(t.database.db, 'captchas', { id: captchaId })
    .select('answer')
    .executeTakeFirstOrThrow();
  return row.answer;
}

/** A real 1x1 PNG, a JPEG header and a text file, as data URLs. */
export const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const pngDataUrl = `data:image/png;base64,${PNG_1x1}`;
export const jpegDataUrl = `data:image/jpeg;base64,${Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]).toString('base64')}`;
/** Declares PNG, is text: the server must look at the bytes. */
export const forgedPngDataUrl = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;

/** The password of the members `demoMember` adds. */
export const MEMBER_PASSWORD = 'Secret@123';

/**
 * Adds a member of the demo brand who signs in with `MEMBER_PASSWORD`, with whatever other
 * columns a case is about; answers the member's id.
 */
export async function demoMember(
  t: TestContext,
  username: string,
  values: Partial<Insertable<Database['members']>> = {},
): Promise<bigint> {
  const db = t.database.db;
  const row = await db
    .insertInto('members')
    .values({
      merchant_id: await brandId(db),
      username,
      nickname: username,
      password_hash: await hashPassword(MEMBER_PASSWORD, TEST_COST),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
