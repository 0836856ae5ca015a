import type { BannerGroup } from './constants.ts';
import type { Banner, ContentBannerGroup } from './contracts/content/content.schema.ts';

/**
 * The banner group each page of the player site shows above its content (§2 Layout), by path.
 * The site's route table names the same groups (a test holds the two together); the server reads
 * this to name a page's first banner in the page itself, so the browser fetches it beside the
 * scripts instead of after them.
 */
export const PAGE_BANNERS: Readonly<Record<string, BannerGroup>> = {
  '/': 'home',
  '/index': 'home',
  '/index.html': 'home',
  '/home': 'home',
  '/help': 'help',
  '/rng': 'rng',
  '/live': 'live',
  '/fish': 'fish',
  '/pvp': 'pvp',
  '/sports': 'sports',
  '/esports': 'esports',
  '/inhouse': 'inhouse',
  '/elott': 'lottery',
  '/lotteryCenter': 'lottery',
  '/lottery': 'lottery',
  '/vnLottery': 'lottery',
  '/promotions': 'promotion',
  '/promoDetail': 'promotion',
  '/pointMall': 'shop',
  '/register': 'register',
  '/register.html': 'register',
  '/down': 'download',
  '/download': 'download',
};

/** The banners a group shows, in their order: help pages prefer the help centre's own set. */
export function bannersFor(all: readonly Banner[], group: ContentBannerGroup): Banner[] {
  if (group === 'help') {
    const help = all.filter((b) => b.groupName === 'w_help');
    if (help.length > 0) return help;
  }
  return all.filter((b) => b.groupName === group);
}
