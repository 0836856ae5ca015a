import { createHash, randomUUID } from 'node:crypto';
import { type BannerGroup, BUNDLED_LANGUAGES } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { bannerSvg } from './banner-art.ts';
import { BANNER_ART_WORDS, type BannerArt } from './banner-words.ts';
import { DEMO_NOTICES } from './content-words.ts';

/**
 * Which drawn banner goes to which route group, in order, and where it leads (a site path): three
 * on home and one on every other group (§2 Layout), so no page of the demo stands without one.
 */
export const DEMO_BANNERS: { art: BannerArt; group: BannerGroup; link: string }[] = [
  { art: 'home-welcome', group: 'home', link: '/promotions' },
  { art: 'home-lottery', group: 'home', link: '/lotteryCenter' },
  { art: 'home-fair', group: 'home', link: '/inhouse' },
  { art: 'lottery-draws', group: 'lottery', link: '/lotteryCenter' },
  { art: 'rng-slots', group: 'rng', link: '/rng' },
  { art: 'live-tables', group: 'live', link: '/live' },
  { art: 'fish-hunt', group: 'fish', link: '/fish' },
  { art: 'pvp-cards', group: 'pvp', link: '/pvp' },
  { art: 'sports-match', group: 'sports', link: '/sports' },
  { art: 'esports-arena', group: 'esports', link: '/esports' },
  { art: 'inhouse-originals', group: 'inhouse', link: '/inhouse' },
  { art: 'download-app', group: 'download', link: '/down' },
  { art: 'promo-wheel', group: 'promotion', link: '/promotions' },
  { art: 'points-mall', group: 'shop', link: '/pointMall' },
  { art: 'help-desk', group: 'help', link: '/help' },
  { art: 'register-gifts', group: 'register', link: '/promotions' },
];

const HOUR = 3_600_000;
const artKey = (art: BannerArt, language: string) => `builtin:${art}:${language}`;

/**
 * Banners (drawn art in every bundled language), notices and publicity popups of the demo
 * merchant. Notices and popups are skipped once the merchant has any, and each banner once its art
 * was drawn for the merchant (staff may have changed or removed it), so staff edits survive a
 * restart and a banner added to the demo later still arrives.
 */
export async function seedDemoContent(
  db: Db,
  merchantId: number,
  now = new Date(),
): Promise<{ notices: boolean; banners: number }> {
  const notice = await selectWhere(db, 'content_notices', { merchant_id: merchantId })
    .select('id')
    .limit(1)
    .executeTakeFirst();
  const drawn = new Set(
    (
      await selectWhere(db, 'content_images', { merchant_id: merchantId })
        .select('storage_key')
        .where('storage_key', 'like', 'builtin:%')
        .execute()
    ).map((r) => r.storage_key),
  );
  const banners = [...DEMO_BANNERS.entries()].filter(([, b]) => !drawn.has(artKey(b.art, 'EN')));
  if (notice && banners.length === 0) return { notices: false, banners: 0 };
  // Built first and written in three statements: a test database is seeded for every suite.
  const drawings = BUNDLED_LANGUAGES.flatMap((language) =>
    banners.map(([sort, banner]) => {
      const svg = Buffer.from(bannerSvg(banner.art, language));
      const id = randomUUID();
      const image = {
        id,
        merchant_id: merchantId,
        storage_key: artKey(banner.art, language),
        content_type: 'image/svg+xml' as const,
        size_bytes: svg.length,
        sha256: createHash('sha256').update(svg).digest('hex'),
      };
      const row = {
        merchant_id: merchantId,
        language,
        group_name: banner.group,
        image_id: id,
        title: BANNER_ART_WORDS[banner.art][language]?.title ?? banner.art,
        linkage_type: 1,
        link: banner.link,
        sort,
      };
      return { image, row };
    }),
  );
  // Newest first on the site: the first notice is the most recent.
  const notices = notice
    ? []
    : BUNDLED_LANGUAGES.flatMap((language) =>
        DEMO_NOTICES.map((n, i) => {
          const [title, content] = n.texts[language];
          return {
            merchant_id: merchantId,
            kind: n.kind,
            audience: n.audience,
            language,
            title,
            content,
            sort: i,
            published_at: new Date(now.getTime() - (i + 1) * 7 * HOUR),
          };
        }),
      );
  await db.transaction().execute(async (tx) => {
    if (drawings.length > 0) {
      await tx
        .insertInto('content_images')
        .values(drawings.map((d) => d.image))
        .execute();
      await tx
        .insertInto('content_banners')
        .values(drawings.map((d) => d.row))
        .execute();
    }
    if (notices.length > 0) await tx.insertInto('content_notices').values(notices).execute();
  });
  return { notices: !notice, banners: banners.length };
}
