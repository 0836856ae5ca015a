import { type Kysely, type Migration, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMerchant } from '../../areas/brand/index.ts';
import { type DbHandle, openPGlite } from '../kysely.ts';
import { up } from './0019_demo_brand_links.ts';
import { migrations } from './index.ts';

const placeholders = {
  customer_service: JSON.stringify([
    { csType: 'LIVECHAT', path: '/helpmc#live-chat', title: 'Live chat' },
    { csType: 'VIP', path: '/helpmc#vip', title: 'VIP service' },
  ]),
  social_links: JSON.stringify([{ type: 'TELEGRAM', url: 'https://t.me/example' }]),
  resources: JSON.stringify([]),
};
const sevenLanguages = ['EN', 'CN', 'ID', 'PT', 'TH', 'TY', 'VI'];

describe('0019 demo brand links', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openPGlite(undefined);
    const set: Record<string, Migration> = migrations;
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => set } });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    await seedDemoMerchant(handle.db);
  });
  afterAll(async () => handle?.close());

  const demo = () =>
    handle.db
      .selectFrom('merchants')
      .select(['customer_service', 'social_links', 'resources', 'config'])
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();

  it('gives a brand still on the placeholders its live chat, social pages and downloads', async () => {
    const { config } = await demo();
    await handle.db
      .updateTable('merchants')
      .set({ ...placeholders, config: JSON.stringify({ ...config, supportedLanguages: sevenLanguages }) })
      .where('code', '=', 'demo')
      .execute();
    await up(handle.db as unknown as Kysely<unknown>); // migrations see the untyped handle
    const row = await demo();
    expect(row.customer_service.map((e) => e.path)).toEqual([
      'https://direct.lc.chat/15837204/1',
      'https://direct.lc.chat/15837204/2',
    ]);
    expect(row.social_links.some((l) => l.url.includes('example'))).toBe(false);
    expect(row.resources.map((r) => r.resourceType)).toEqual(['Android', 'MOBILECONFIG', 'AFFILIATELINK']);
    expect(row.config.supportedLanguages).toHaveLength(35);
    expect(row.config.supportedLanguages).toContain('AR');
  });

  it("leaves an operator's own addresses alone", async () => {
    const own = JSON.stringify([{ csType: 'LIVECHAT', path: 'https://chat.brand.test', title: 'Chat' }]);
    await handle.db
      .updateTable('merchants')
      .set({ customer_service: own })
      .where('code', '=', 'demo')
      .execute();
    await up(handle.db as unknown as Kysely<unknown>); // migrations see the untyped handle
    expect((await demo()).customer_service).toEqual(JSON.parse(own));
  });
});
