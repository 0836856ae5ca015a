import { createHash, randomUUID } from 'node:crypto';
import { BUNDLED_LANGUAGES } from '@pf/shared';
import type { Db } from '../../db/kysely.ts';
import { bannerSvg } from './banner-art.ts';
import { BANNER_ART_WORDS, type BannerArt } from './banner-words.ts';
import { DEMO_NOTICES } from './content-words.ts';

/** Which drawn banner goes to which route group, in order, and where it leads (a site path). */
const DEMO_BANNERS: { art: BannerArt; group: string; link: string }[] = [
  { art: 'home-welcome', group: 'home', link: '/promotions' },
  { art: 'home-lottery', group: 'home', link: '/lotteryCenter' },
  { art: 'home-fair', group: 'home', link: '/inhouse' },
  { art: 'lottery-draws', group: 'lottery', link: '/lotteryCenter' },
  { art: 'rng-slots', group: 'rng', link: '/rng' },
];

const HOUR = 3_600_000;

/**
 * Banners (drawn art in every bundled language), notices and publicity popups of the demo
 * merchant. Skipped when the merchant already has content, so staff edits survive a restart.
 */
export async function seedDemoContent(
  db: Db,
  merchantId: number,
  now = new Date(),
): Promise<{ created: boolean }> {
  const existing = await db
    .selectFrom('content_notices')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return { created: false };
  await db.transaction().execute(async (tx) => {
    for (const language of BUNDLED_LANGUAGES) {
      for (const [sort, banner] of DEMO_BANNERS.entries()) {
        const svg = Buffer.from(bannerSvg(banner.art, language));
        const id = randomUUID();
        await tx
          .insertInto('content_images')
          .values({
            id,
            merchant_id: merchantId,
            storage_key: `builtin:${banner.art}:${language}`,
            content_type: 'image/svg+xml',
            size_bytes: svg.length,
            sha256: createHash('sha256').update(svg).digest('hex'),
          })
          .execute();
        const title = BANNER_ART_WORDS[banner.art][language]?.title ?? banner.art;
        await tx
          .insertInto('content_banners')
          .values({
            merchant_id: merchantId,
            language,
            group_name: banner.group,
            image_id: id,
            title,
            linkage_type: 1,
            link: banner.link,
            sort,
          })
          .execute();
      }
      // Newest first on the site: the first notice is the most recent.
      for (const [i, n] of DEMO_NOTICES.entries()) {
        const [title, content] = n.texts[language];
        await tx
          .insertInto('content_notices')
          .values({
            merchant_id: merchantId,
            kind: n.kind,
            audience: n.audience,
            language,
            title,
            content,
            sort: i,
            published_at: new Date(now.getTime() - (i + 1) * 7 * HOUR),
          })
          .execute();
      }
    }
  });
  return { created: true };
}
