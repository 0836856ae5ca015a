import { VIP_LEVEL_MAX } from './constants.ts';

/**
 * §3 club label: a member's VIP level, its rank name and badge colours (a gradient from `color` to
 * `color2`). Level 1 is where every account starts; above VIP_RANK_LEVEL_ABOVE (4) a member is
 * served on the VIP customer-service channel. The web shows the name translated by level; the
 * English name here is what the API answers and the fallback for a level without a translation.
 */
export const VIP_LEVELS = [
  { level: 1, name: 'Member', color: '#94a3b8', color2: '#475569' },
  { level: 2, name: 'Bronze', color: '#d97706', color2: '#92400e' },
  { level: 3, name: 'Silver', color: '#cbd5e1', color2: '#64748b' },
  { level: 4, name: 'Gold', color: '#facc15', color2: '#ca8a04' },
  { level: 5, name: 'Platinum', color: '#67e8f9', color2: '#0e7490' },
  { level: 6, name: 'Diamond', color: '#60a5fa', color2: '#4338ca' },
  { level: 7, name: 'Black Diamond', color: '#52525b', color2: '#18181b' },
  { level: 8, name: 'Elite', color: '#c084fc', color2: '#7e22ce' },
  { level: 9, name: 'Royal', color: '#f472b6', color2: '#be123c' },
  { level: 10, name: 'Legend', color: '#fbbf24', color2: '#b91c1c' },
] as const;

// The range itself sits in the floor's constants (VIP_LEVEL_MIN, VIP_LEVEL_MAX), where schemas
// below rewards check it (a message sent to one VIP level); the table names one rank per level.
export const ONE_RANK_PER_LEVEL: typeof VIP_LEVELS.length = VIP_LEVEL_MAX;

export type VipRank = (typeof VIP_LEVELS)[number];

/** The rank of a level; a level out of range (never stored: the column is checked) reads as 1. */
export function vipRank(level: number): VipRank {
  return VIP_LEVELS[level - 1] ?? VIP_LEVELS[0];
}
