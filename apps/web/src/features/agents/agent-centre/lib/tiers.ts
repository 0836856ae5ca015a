import { CONTRACT_TIERS_MAX } from '@pf/shared';
import type { ContractAction } from '../api/agents';
import { AMOUNT_PATTERN, percentToBp, toMinor } from './money';

export interface TierDraft {
  key: number;
  minValidBet: string;
  minActiveMembers: string;
  rate: string;
}

type OfferTiers = Extract<ContractAction, { action: 'offer' }>['tiers'];

let nextKey = 1;
export const blankTier = (): TierDraft => ({
  key: nextKey++,
  minValidBet: '0',
  minActiveMembers: '0',
  rate: '',
});

export const canAddTier = (tiers: TierDraft[]) => tiers.length < CONTRACT_TIERS_MAX;

/**
 * The typed tiers as the offer's payload, or why not: a field that does not read, or tiers out of
 * order (the server's rule: each one higher thresholds and no lower rate than the one before).
 */
export function readTiers(drafts: TierDraft[]): { tiers: OfferTiers } | { problem: 'invalid' | 'order' } {
  const tiers: OfferTiers = [];
  for (const d of drafts) {
    const rate = percentToBp(d.rate);
    if (
      !AMOUNT_PATTERN.test(d.minValidBet.trim()) ||
      !/^\d{1,7}$/.test(d.minActiveMembers.trim()) ||
      rate === null
    ) {
      return { problem: 'invalid' };
    }
    tiers.push({ minValidBet: d.minValidBet.trim(), minActiveMembers: Number(d.minActiveMembers), rate });
  }
  for (let i = 1; i < tiers.length; i += 1) {
    const [a, b] = [tiers[i - 1], tiers[i]];
    if (!a || !b) continue;
    const [betA, betB] = [toMinor(a.minValidBet), toMinor(b.minValidBet)];
    const higher = betB > betA || b.minActiveMembers > a.minActiveMembers;
    const lower = betB < betA || b.minActiveMembers < a.minActiveMembers;
    if (!higher || lower || b.rate < a.rate) return { problem: 'order' };
  }
  return { tiers };
}
