import { LOTTERY_TABS_SLIDES } from '@pf/shared';
import type { LotteryMenuItem } from '../api/menus';

export const ALL_TAB = 'ALL';
export const KENO_TAB = 'KENO';

const isKeno = (item: LotteryMenuItem) => item.tag.includes(KENO_TAB) || item.kind === 'keno';

/**
 * §2 Home lottery block filter tabs: ALL, then one per Vietnamese lottery tag in the order the
 * menu lists them, then KENO only when a keno game (its vendor) is present.
 */
export function lotteryTabs(
  items: readonly LotteryMenuItem[],
  serverOrder: readonly string[] = [],
): string[] {
  const vnTags: string[] = [];
  const push = (tag: string) => {
    if (tag !== KENO_TAB && !vnTags.includes(tag)) vnTags.push(tag);
  };
  const present = new Set(items.filter((i) => !isKeno(i)).flatMap((i) => i.tag));
  for (const tag of serverOrder) if (present.has(tag)) push(tag);
  for (const item of items) if (!isKeno(item)) item.tag.forEach(push);
  return [ALL_TAB, ...vnTags, ...(items.some(isKeno) ? [KENO_TAB] : [])];
}

/** The games under a tab. */
export function filterByTab(items: readonly LotteryMenuItem[], tab: string): LotteryMenuItem[] {
  if (tab === ALL_TAB) return [...items];
  if (tab === KENO_TAB) return items.filter(isKeno);
  return items.filter((i) => i.tag.includes(tab));
}

export { isKeno };

/** §9 Lottery tabs swiper: 5 slides; the arrows appear only when there are more menus than that. */
export function tabWindow(count: number, start: number) {
  const maxStart = Math.max(0, count - LOTTERY_TABS_SLIDES);
  const from = Math.min(Math.max(0, start), maxStart);
  return {
    from,
    to: Math.min(count, from + LOTTERY_TABS_SLIDES),
    arrows: count > LOTTERY_TABS_SLIDES,
    canBack: from > 0,
    canForward: from < maxStart,
  };
}
