import type { Db } from '../db/kysely.ts';
import { selectWhere } from '../db/select-where.ts';

/** The id of a seeded brand, the demo one unless `code` names another. */
export async function brandId(db: Db, code = 'demo'): Promise<number> {
  const row = await selectWhere(db, 'merchants', { code }).select('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A second brand for tests that check what one brand's staff or members may see of another's:
 * the demo merchant's settings under a new code, with no host name and empty link lists.
 */
export async function copyDemoBrand(db: Db, code: string): Promise<{ demoId: number; id: number }> {
  const demo = await selectWhere(db, 'merchants', { code: 'demo' }).selectAll().executeTakeFirstOrThrow();
  const { id: demoId, created_at: _c, updated_at: _u, ...rest } = demo;
  const { id } = await db
    .insertInto('merchants')
    .values({
      ...rest,
      code,
      is_default: false,
      config: JSON.stringify(rest.config),
      brand_settings: JSON.stringify(rest.brand_settings),
      register_config: JSON.stringify(rest.register_config),
      customer_service: '[]',
      social_links: '[]',
      resources: '[]',
      money_overrides: JSON.stringify(rest.money_overrides),
      theme: JSON.stringify(rest.theme),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { demoId, id };
}
