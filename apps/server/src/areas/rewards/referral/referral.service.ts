import { formatMinorPlain, type ReferralInfo, type ReferralInviteeList } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { maskName } from '../../games/index.ts';
import type { Owner } from '../../money/index.ts';
import { moneyTransaction } from '../../money/index.ts';
import { referralRepository } from './referral.repository.ts';
import { referralCodeOf } from './referral-code.ts';
import { payReferralIn } from './referral-pay.ts';

const BATCH = 200;

/** The member's referral calls and the settlement of rewards (docs/referral.md). */
export function referralService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const repo = referralRepository(db);

  /** Pays the invitee's referrer if due; safe to call any number of times, concurrently. */
  async function settle(inviteeId: bigint): Promise<boolean> {
    return moneyTransaction(db, (trx) => payReferralIn(trx, inviteeId, now()));
  }

  return {
    settle,

    async status(merchantId: number) {
      const rule = await repo.rule(merchantId);
      return { enabled: rule.enabled };
    },

    async info(o: Owner): Promise<ReferralInfo> {
      const rule = await repo.rule(o.merchantId);
      if (!rule.enabled) throw new AppError('REFERRAL_DISABLED');
      const code = referralCodeOf(o.memberId);
      const s = await repo.summary(o.memberId);
      return {
        currency: o.currency,
        code,
        invitePath: `/register?code=${encodeURIComponent(code)}`,
        rule: {
          enabled: rule.enabled,
          rewardAmount: formatMinorPlain(rule.rewardAmount),
          condition: rule.condition,
          threshold: formatMinorPlain(rule.threshold),
        },
        invitedCount: s.invited,
        rewardedCount: s.rewarded,
        earned: formatMinorPlain(s.earned),
      };
    },

    async invitees(o: Owner, page: { pageNo: number; pageSize: number }): Promise<ReferralInviteeList> {
      const [rows, s] = await Promise.all([repo.invitees(o.memberId, page), repo.summary(o.memberId)]);
      return {
        total: s.invited,
        list: rows.map((r) => ({
          username: maskName(r.username),
          joinedAt: r.created_at.toISOString(),
          reward: r.reward_amount === null ? null : formatMinorPlain(r.reward_amount),
          rewardedAt: r.rewarded_at?.toISOString() ?? null,
        })),
      };
    },

    /** Called in the deposit's transaction: a first deposit can meet the condition at once. */
    async depositCredited(trx: Db, d: { memberId: bigint }): Promise<void> {
      await payReferralIn(trx, d.memberId, now());
    },

    /** The scheduled sweep: valid bets are counted by triggers, so they are looked at here. */
    async settleDue(): Promise<number> {
      let n = 0;
      for (const merchantId of await repo.enabledMerchants()) {
        for (const id of await repo.unpaid(merchantId, BATCH)) {
          if (await settle(id)) n += 1;
        }
      }
      return n;
    },
  };
}

export type ReferralService = ReturnType<typeof referralService>;
