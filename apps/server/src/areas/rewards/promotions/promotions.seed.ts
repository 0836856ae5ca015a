import { createHash, randomUUID } from 'node:crypto';
import { BUNDLED_LANGUAGES } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { promoArtKey, promoSvg } from '../../content/index.ts';
import { DEMO_PROMOTIONS } from './promotions-words.ts';

const DAY = 86_400_000;

/**
 * The demo merchant's promotions with drawn artwork, in every bundled language. Each is seeded
 * once, known by its artwork: a promotion whose art the merchant already has is skipped (staff
 * may have changed or removed it), so a later release's new demo promotion still arrives.
 */
export async function seedDemoPromotions(
  db: Db,
  merchantId: number,
  now = new Date(),
): Promise<{ created: number }> {
  const seeded = new Set(
    (
      await selectWhere(db, 'content_images', { merchant_id: merchantId })
        .select('storage_key')
        .where(
          'storage_key',
          'in',
          DEMO_PROMOTIONS.map((p) => promoArtKey(p.art)),
        )
        .execute()
    ).map((r) => r.storage_key),
  );
  const missing = [...DEMO_PROMOTIONS.entries()].filter(([, p]) => !seeded.has(promoArtKey(p.art)));
  if (missing.length === 0) return { created: 0 };
  // Started a week ago, so the demo shows them at once.
  const startsAt = new Date(now.getTime() - 7 * DAY);
  await db.transaction().execute(async (tx) => {
    for (const [sort, promo] of missing) {
      const svg = Buffer.from(promoSvg(promo.art));
      const imageId = randomUUID();
      await tx
        .insertInto('content_images')
        .values({
          id: imageId,
          merchant_id: merchantId,
          storage_key: promoArtKey(promo.art),
          content_type: 'image/svg+xml',
          size_bytes: svg.length,
          sha256: createHash('sha256').update(svg).digest('hex'),
        })
        .execute();
      const row = await tx
        .insertInto('promotions')
        .values({
          merchant_id: merchantId,
          category: promo.category,
          image_id: imageId,
          starts_at: startsAt,
          ends_at: promo.days === null ? null : new Date(now.getTime() + promo.days * DAY),
          sort,
          application_required: promo.applications ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('promotion_texts')
        .values(
          BUNDLED_LANGUAGES.map((language) => {
            const [title, summary, terms] = promo.texts[language];
            return { promotion_id: row.id, language, title, summary, terms };
          }),
        )
        .execute();
    }
  });
  return { created: missing.length };
}
