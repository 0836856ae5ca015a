import { CASHIER_ERRORS, formatMinorPlain } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { createLedger, houseAccount, memberAccount, moneyTransaction } from '../../money/index.ts';
import { vipRepository } from './vip.repository.ts';
import { vipBenefitsRepository } from './vip-benefits.repository.ts';

const DAY_MS = 86_400_000;

export interface WithdrawOwner {
  merchantId: number;
  memberId: bigint;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The birthdays ('MM-DD') celebrated on `day` (UTC): 29 February falls on the 28th in other years. */
export function birthdaysOn(day: Date): string[] {
  const md = day.toISOString().slice(5, 10);
  return md === '02-28' && !isLeap(day.getUTCFullYear()) ? [md, '02-29'] : [md];
}

/**
 * What a VIP level gives beyond its upgrade bonus (docs/member-vip.md): withdrawal limits checked
 * inside the withdrawal request's transaction, and a birthday bonus paid once a year. The cashback
 * rate is read by the bonus engine's cashback job.
 */
export function vipBenefits(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /** Pays one member's birthday bonus of this year, once: the (member, year) row decides. */
  async function payBirthday(
    m: { id: bigint; vip_level: number; birthday_bonus: bigint },
    merchantId: number,
  ) {
    const year = now().getUTCFullYear();
    return moneyTransaction(db, async (trx) => {
      const repo = vipBenefitsRepository(trx);
      const claimed = await repo.claimBirthday({
        memberId: m.id,
        year,
        merchantId,
        level: m.vip_level,
        amount: m.birthday_bonus,
      });
      if (!claimed) return false;
      const currency = await vipRepository(trx).currency(merchantId);
      const t = await createLedger(trx).transfer({
        merchantId,
        debit: houseAccount(merchantId, currency),
        credit: memberAccount(merchantId, m.id, currency, 'cash'),
        amount: m.birthday_bonus,
        kind: 'vip_birthday',
        reference: `vip:birthday:${year}`,
        idempotencyKey: `vip:birthday:${m.id}:${year}`,
        metadata: { level: m.vip_level, year },
      });
      await repo.setBirthdayTransfer(m.id, year, t.id);
      return true;
    });
  }

  return {
    /**
     * Refuses a withdrawal above the level's single or daily limit (WITHDRAW_LIMIT_VIP). Runs in
     * the request's transaction after its order row is written, with the member's row locked, so
     * concurrent requests of one member are summed one after the other.
     */
    async withdrawAllowed(trx: Db, o: WithdrawOwner, amount: bigint): Promise<void> {
      const repo = vipBenefitsRepository(trx);
      const rule = await repo.ruleOfMember(o.memberId);
      if (!rule || (rule.withdraw_max === null && rule.withdraw_daily_max === null)) return;
      const limits = {
        level: rule.level,
        max: rule.withdraw_max === null ? null : formatMinorPlain(rule.withdraw_max),
        dailyMax: rule.withdraw_daily_max === null ? null : formatMinorPlain(rule.withdraw_daily_max),
      };
      const { message, status } = CASHIER_ERRORS.WITHDRAW_LIMIT_VIP;
      if (rule.withdraw_max !== null && amount > rule.withdraw_max) {
        throw new AppError('WITHDRAW_LIMIT_VIP', message, limits, status);
      }
      if (rule.withdraw_daily_max === null) return;
      await repo.lockMemberRow(o.memberId);
      const t = now().getTime();
      const dayStart = new Date(t - (t % DAY_MS));
      // The new order is already written in this transaction, so it is part of the sum.
      if ((await repo.withdrawnSince(o.memberId, dayStart)) > rule.withdraw_daily_max) {
        throw new AppError('WITHDRAW_LIMIT_VIP', message, limits, status);
      }
    },

    /** Pays today's birthday bonuses of a brand; answers how many were paid by this call. */
    async birthdaysDue(merchantId: number): Promise<number> {
      let paid = 0;
      for (const m of await vipBenefitsRepository(db).birthdayMembers(merchantId, birthdaysOn(now()))) {
        if (await payBirthday(m, merchantId)) paid += 1;
      }
      return paid;
    },
  };
}

export type VipBenefits = ReturnType<typeof vipBenefits>;
