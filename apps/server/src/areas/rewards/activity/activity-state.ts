import type { ActivityState } from '@pf/shared';
import type { ApplicationRow, BonusStanding, PromotionFacts } from './activity.repository.ts';

export interface StateInput {
  promotion: Pick<PromotionFacts, 'active' | 'starts_at' | 'ends_at' | 'application_required'>;
  application: Pick<ApplicationRow, 'status' | 'reward_amount'> | null;
  bonus: BonusStanding | null;
  now: Date;
}

/** The application's decision as the member reads it (docs/promotions.md, "Activity states"). */
function fromApplication(a: NonNullable<StateInput['application']>): ActivityState {
  if (a.status === 'applying') return 'applying';
  if (a.status === 'rejected') return 'rejected';
  return a.reward_amount !== null ? 'issued' : 'joined';
}

/** What the member's bonus participation says, or null when they have none. */
function fromBonus(b: BonusStanding): ActivityState | null {
  switch (b.grantStatus) {
    case 'active':
      return 'process';
    case 'met':
    case 'released':
      return 'claimed';
    case 'forfeited':
    case 'expired':
      return 'closed';
    default:
      return b.joined ? 'joined' : null;
  }
}

const ruleOpen = (b: BonusStanding, now: Date) =>
  b.ruleActive && (!b.ruleStartsAt || b.ruleStartsAt <= now) && (!b.ruleEndsAt || now < b.ruleEndsAt);

/**
 * One member's §4 state for one promotion. The member's own outcome comes first (it stays true
 * after the promotion ends); otherwise the period decides (coming soon, closed), and a running
 * promotion offers what it takes part in by: an application or the bonus rule (a raffle is
 * claimed, the rest joined). null: the promotion offers nothing to take part in.
 */
export function activityState(input: StateInput): ActivityState | null {
  const { promotion: p, application, bonus, now } = input;
  if (application) return fromApplication(application);
  const fromGrant = bonus ? fromBonus(bonus) : null;
  if (fromGrant) return fromGrant;
  if (now < p.starts_at) return 'coming_soon';
  if (!p.active || (p.ends_at && p.ends_at <= now)) return 'closed';
  if (p.application_required) return 'join';
  if (bonus && ruleOpen(bonus, now)) return bonus.kind === 'raffle' ? 'claim' : 'join';
  if (bonus) return 'closed';
  return null;
}
