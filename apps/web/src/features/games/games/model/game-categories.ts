import { CATEGORY_ROUTES, type GameType, type VendorCard, type VendorLane } from '@pf/shared';

/** A menu category: a game type, or LOTTERY standing for every lottery kind at once (§2). */
export type MenuCategory = Exclude<GameType, 'LOTT' | 'ELOTT'> | 'LOTTERY';

export interface GameCategory {
  code: MenuCategory;
  /** The lobby route; LOTTERY has none because its entry launches a vendor (§2 Game menu). */
  path: string | null;
  cards: VendorCard[];
  isHot: boolean;
}

export interface VendorSplit {
  /** Merchant config (§3): vendors listed as sports whose games are really esports / cockfight. */
  esportsVendors: readonly string[];
  cockfightVendors: readonly string[];
}

const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];

const pathOf = (code: MenuCategory): string | null =>
  code === 'LOTTERY' ? null : CATEGORY_ROUTES[code as keyof typeof CATEGORY_ROUTES];

function sameCode(list: readonly string[], vassalage: string) {
  const upper = vassalage.toUpperCase();
  return list.some((v) => v.toUpperCase() === upper);
}

/**
 * The vendor lanes split the way §2 wants them: esports and cockfight vendors leave the sports
 * lane for their own; anything still listed under sports stays there. Lane order is kept.
 */
export function splitLanes(lanes: readonly VendorLane[], split: VendorSplit): VendorLane[] {
  const moved: Record<'ESPORTS' | 'COCKFIGHT', VendorCard[]> = { ESPORTS: [], COCKFIGHT: [] };
  const out: VendorLane[] = [];
  for (const lane of lanes) {
    if (lane.title !== 'SPORTS') {
      out.push({ ...lane, cards: [...lane.cards] });
      continue;
    }
    const kept: VendorCard[] = [];
    for (const card of lane.cards) {
      if (sameCode(split.esportsVendors, card.vassalage))
        moved.ESPORTS.push({ ...card, gameType: 'ESPORTS' });
      else if (sameCode(split.cockfightVendors, card.vassalage))
        moved.COCKFIGHT.push({ ...card, gameType: 'COCKFIGHT' });
      else kept.push(card);
    }
    out.push({ ...lane, cards: kept });
  }
  // New lanes go right after sports, esports before cockfight.
  let insertAt = out.findIndex((l) => l.title === 'SPORTS') + 1;
  for (const code of ['ESPORTS', 'COCKFIGHT'] as const) {
    if (moved[code].length === 0) continue;
    const existing = out.find((l) => l.title === code);
    if (existing)
      existing.cards.push(...moved[code].filter((c) => !existing.cards.some((e) => e.nodeId === c.nodeId)));
    else out.splice(insertAt++, 0, { title: code, gameClassify: code, isHot: false, cards: moved[code] });
  }
  return out.filter((l) => l.cards.length > 0);
}

/**
 * §2 Game menu categories from vendor data: only categories that have vendors, lottery kinds merged
 * into one LOTTERY entry where the first of them stood, and bingo moved right after sports.
 */
export function buildGameCategories(lanes: readonly VendorLane[], split: VendorSplit): GameCategory[] {
  const categories: GameCategory[] = [];
  for (const lane of splitLanes(lanes, split)) {
    if (LOTTERY_TYPES.includes(lane.title)) {
      const lottery = categories.find((c) => c.code === 'LOTTERY');
      if (lottery) lottery.cards.push(...lane.cards);
      else categories.push({ code: 'LOTTERY', path: null, cards: [...lane.cards], isHot: lane.isHot });
      continue;
    }
    const code = lane.title as MenuCategory;
    categories.push({ code, path: pathOf(code), cards: lane.cards, isHot: lane.isHot });
  }
  const bingoAt = categories.findIndex((c) => c.code === 'BINGO');
  const sportsAt = categories.findIndex((c) => c.code === 'SPORTS');
  if (bingoAt >= 0 && sportsAt >= 0) {
    const [bingo] = categories.splice(bingoAt, 1);
    const after = categories.findIndex((c) => c.code === 'SPORTS');
    if (bingo) categories.splice(after + 1, 0, bingo);
  }
  return categories;
}

/** §2 Header: the top nav lists these categories, in this order, when the vendor data has them. */
export const TOP_NAV_ORDER = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type TopNavCode = (typeof TOP_NAV_ORDER)[number];

export function buildTopNav(lanes: readonly VendorLane[], split: VendorSplit): TopNavCode[] {
  const present = new Set(splitLanes(lanes, split).map((l) => l.title));
  return TOP_NAV_ORDER.filter((code) => present.has(code));
}

/** §2 The lottery entry launches the first electronic-lottery vendor (falling back to any lottery). */
export function firstLotteryCard(lanes: readonly VendorLane[]): VendorCard | null {
  const elott = lanes.find((l) => l.title === 'ELOTT' && l.cards.length > 0);
  const lott = lanes.find((l) => l.title === 'LOTT' && l.cards.length > 0);
  return elott?.cards[0] ?? lott?.cards[0] ?? null;
}
