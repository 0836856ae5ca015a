import {
  formatMinorPlain,
  type staffBonusRuleCreateSchema,
  type staffBonusRuleUpdateSchema,
} from '@pf/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/kysely.ts';
import { entriesFor } from '../../../platform/audit-writer.ts';
import { AppError } from '../../../plugins/errors.ts';
import { merchantExists } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { bonusRepository, type RuleRow } from './bonus.repository.ts';

type RuleCreate = z.output<typeof staffBonusRuleCreateSchema>;
type RuleUpdate = z.output<typeof staffBonusRuleUpdateSchema>;

const money = (v: bigint | null) => (v === null ? null : formatMinorPlain(v));

export function staffRuleView(r: RuleRow) {
  return {
    id: Number(r.id),
    merchantId: r.merchant_id,
    promotionId: Number(r.promotion_id),
    kind: r.kind,
    percentBps: r.percent_bps,
    cap: money(r.cap),
    minDeposit: money(r.min_deposit),
    amount: money(r.amount),
    cashbackPeriod: r.cashback_period,
    prizes: r.prizes?.map((p) => ({ amount: formatMinorPlain(BigInt(p.amount)), weight: p.weight })) ?? null,
    wageringMultiple: r.wagering_multiple,
    weights: r.weights,
    maxBet: money(r.max_bet),
    expiryDays: r.expiry_days,
    newPlayerOnly: r.new_player_only,
    minVipLevel: r.min_vip_level,
    startsAt: r.starts_at?.toISOString() ?? null,
    endsAt: r.ends_at?.toISOString() ?? null,
    oncePerMember: r.once_per_member,
    onePerFingerprint: r.one_per_fingerprint,
    active: r.active,
    updatedAt: r.updated_at.toISOString(),
  };
}

/** The columns of a rule from the staff's input, refusing what its kind cannot work without. */
export function ruleColumns(input: RuleUpdate) {
  const need = (ok: boolean, what: string) => {
    if (!ok) throw new AppError('BONUS_RULE_INVALID', `A ${input.kind} rule needs ${what}`);
  };
  if (input.kind === 'deposit_match')
    need(!!input.percentBps && !!input.cap && !!input.minDeposit, 'percentBps, cap and minDeposit');
  if (input.kind === 'cashback')
    need(!!input.percentBps && !!input.cap && !!input.cashbackPeriod, 'percentBps, cap and cashbackPeriod');
  if (input.kind === 'free_bet') need(!!input.amount, 'amount');
  if (input.kind === 'raffle') need(!!input.prizes?.length, 'prizes');
  if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
    throw new AppError('BONUS_RULE_INVALID', 'The end must come after the start');
  }
  return {
    kind: input.kind,
    percent_bps: input.percentBps ?? null,
    cap: input.cap ?? null,
    min_deposit: input.minDeposit ?? null,
    amount: input.amount ?? null,
    cashback_period: input.cashbackPeriod ?? null,
    prizes: input.prizes
      ? JSON.stringify(input.prizes.map((p) => ({ amount: p.amount.toString(), weight: p.weight })))
      : null,
    wagering_multiple: input.wageringMultiple,
    weights: JSON.stringify(input.weights),
    max_bet: input.maxBet ?? null,
    expiry_days: input.expiryDays,
    new_player_only: input.newPlayerOnly,
    min_vip_level: input.minVipLevel,
    starts_at: input.startsAt ?? null,
    ends_at: input.endsAt ?? null,
    once_per_member: input.oncePerMember,
    one_per_fingerprint: input.onePerFingerprint,
    active: input.active,
  };
}

/**
 * Back-office bonus rules (finance, admin). Merchant staff work on their own brand, platform
 * staff name it; every change is audit-logged in its own transaction.
 */
export function bonusStaffService(deps: { db: Db; audit: AuditService; now: () => Date }) {
  const { db, audit, now } = deps;

  async function merchantOf(staff: StaffSession, asked: number | undefined): Promise<number> {
    if (staff.merchantId !== null) {
      if (asked !== undefined && asked !== staff.merchantId) throw new AppError('STAFF_FORBIDDEN');
      return staff.merchantId;
    }
    if (asked === undefined || !(await merchantExists(db, asked)))
      throw new AppError('CONTENT_MERCHANT_REQUIRED');
    return asked;
  }
  const owned = (staff: StaffSession, r: RuleRow | undefined): RuleRow => {
    if (!r || (staff.merchantId !== null && staff.merchantId !== r.merchant_id)) {
      throw new AppError('BONUS_RULE_NOT_FOUND');
    }
    return r;
  };
  const entry = entriesFor('bonus_rule');

  return {
    async list(staff: StaffSession, q: { merchantId?: number | undefined }) {
      return (await bonusRepository(db).rulesOf(await merchantOf(staff, q.merchantId))).map(staffRuleView);
    },

    async create(staff: StaffSession, input: RuleCreate, ip: string) {
      const cols = ruleColumns(input);
      return db.transaction().execute(async (trx) => {
        const repo = bonusRepository(trx);
        const promo = await repo.promotionMerchant(BigInt(input.promotionId));
        if (!promo || (staff.merchantId !== null && staff.merchantId !== promo.merchant_id)) {
          throw new AppError('PROMOTION_NOT_FOUND');
        }
        const row = await repo.insertRule({
          ...cols,
          merchant_id: promo.merchant_id,
          promotion_id: BigInt(input.promotionId),
        });
        if (!row) throw new AppError('BONUS_RULE_EXISTS');
        const view = staffRuleView(row);
        await audit.record(entry(staff, ip, 'bonus_rule.create', row.id, undefined, view), trx);
        return view;
      });
    },

    async update(staff: StaffSession, id: bigint, input: RuleUpdate, ip: string) {
      const cols = ruleColumns(input);
      return db.transaction().execute(async (trx) => {
        const repo = bonusRepository(trx);
        const before = owned(staff, await repo.ruleById(id));
        const row = await repo.updateRule(id, { ...cols, updated_at: now() });
        const view = staffRuleView(owned(staff, row));
        await audit.record(entry(staff, ip, 'bonus_rule.update', id, staffRuleView(before), view), trx);
        return view;
      });
    },

    async remove(staff: StaffSession, id: bigint, ip: string) {
      return db.transaction().execute(async (trx) => {
        const repo = bonusRepository(trx);
        const before = owned(staff, await repo.ruleById(id));
        const row = owned(staff, await repo.updateRule(id, { active: false, updated_at: now() }));
        await audit.record(
          entry(staff, ip, 'bonus_rule.delete', id, staffRuleView(before), staffRuleView(row)),
          trx,
        );
        return { id: Number(id), deleted: true as const };
      });
    },
  };
}

export type BonusStaffService = ReturnType<typeof bonusStaffService>;
