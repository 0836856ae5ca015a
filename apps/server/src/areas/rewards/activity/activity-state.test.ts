import { describe, expect, it } from 'vitest';
import type { BonusStanding } from './activity.repository.ts';
import { activityState, type StateInput } from './activity-state.ts';

const now = new Date('2026-05-10T12:00:00Z');
const running = {
  active: true,
  starts_at: new Date('2026-05-01T00:00:00Z'),
  ends_at: new Date('2026-06-01T00:00:00Z'),
  application_required: false,
};
const rule = (over: Partial<BonusStanding> = {}): BonusStanding => ({
  kind: 'deposit_match',
  ruleActive: true,
  ruleStartsAt: null,
  ruleEndsAt: null,
  joined: false,
  grantStatus: null,
  ...over,
});
const state = (over: Partial<StateInput>) =>
  activityState({ promotion: running, application: null, bonus: null, now, ...over });

describe('activity state (§4)', () => {
  it('is coming soon before the start and closed after the end or when switched off', () => {
    const later = { ...running, application_required: true, starts_at: new Date('2026-05-11T00:00:00Z') };
    expect(state({ promotion: later })).toBe('coming_soon');
    const ended = { ...running, application_required: true, ends_at: new Date('2026-05-10T12:00:00Z') };
    expect(state({ promotion: ended })).toBe('closed');
    expect(state({ promotion: { ...running, active: false, application_required: true } })).toBe('closed');
  });

  it('follows the application: join, applying, rejected, issued (reward paid) or joined (no reward)', () => {
    const promotion = { ...running, application_required: true };
    expect(state({ promotion })).toBe('join');
    expect(state({ promotion, application: { status: 'applying', reward_amount: null } })).toBe('applying');
    expect(state({ promotion, application: { status: 'rejected', reward_amount: null } })).toBe('rejected');
    expect(state({ promotion, application: { status: 'approved', reward_amount: 5000n } })).toBe('issued');
    expect(state({ promotion, application: { status: 'approved', reward_amount: null } })).toBe('joined');
  });

  it("keeps the member's outcome after the end", () => {
    const ended = { ...running, ends_at: new Date('2026-05-02T00:00:00Z'), application_required: true };
    expect(state({ promotion: ended, application: { status: 'approved', reward_amount: 1n } })).toBe(
      'issued',
    );
    expect(state({ promotion: ended, bonus: rule({ joined: true, grantStatus: 'released' }) })).toBe(
      'claimed',
    );
  });

  it('follows the bonus engine: join or claim, joined, process, claimed, closed', () => {
    expect(state({ bonus: rule() })).toBe('join');
    expect(state({ bonus: rule({ kind: 'raffle' }) })).toBe('claim');
    expect(state({ bonus: rule({ joined: true }) })).toBe('joined');
    expect(state({ bonus: rule({ joined: true, grantStatus: 'active' }) })).toBe('process');
    expect(state({ bonus: rule({ joined: true, grantStatus: 'met' }) })).toBe('claimed');
    expect(state({ bonus: rule({ joined: true, grantStatus: 'expired' }) })).toBe('closed');
    expect(state({ bonus: rule({ ruleActive: false }) })).toBe('closed');
    expect(state({ bonus: rule({ ruleEndsAt: new Date('2026-05-09T00:00:00Z') }) })).toBe('closed');
  });

  it('is null for a running promotion with nothing to take part in', () => {
    expect(state({})).toBeNull();
  });
});
