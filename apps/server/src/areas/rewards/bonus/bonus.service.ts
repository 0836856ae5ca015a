import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type BonusGrantStatus, formatMinorPlain } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { moneyTransaction } from '../../money/index.ts';
import {
  bonusRepository,
  type GrantRow,
  type GrantWithPromotion,
  type LiveRule,
} from './bonus.repository.ts';
import type { RaffleDraw, RafflePrize } from './bonus.tables.ts';
import { ruleOpen } from './bonus-gates.ts';
import { grantIn } from './bonus-money.ts';

export interface BonusMember {
  merchantId: number;
  memberId: bigint;
  currency: string;
  ip: string;
  deviceId?: string | undefined;
}

export function grantView(g: GrantRow, promotionId: bigint) {
  const required = g.wagering_required;
  const progress = required === 0n ? 100 : Number((g.wagering_done * 100n) / required);
  return {
    id: g.id.toString(),
    promotionId: Number(promotionId),
    kind: g.kind,
    amount: formatMinorPlain(g.amount),
    currency: g.currency,
    wageringRequired: formatMinorPlain(required),
    wageringDone: formatMinorPlain(g.wagering_done),
    progress: Math.min(100, progress),
    // A met grant is released by the next job run; until then it is still the member's active bonus.
    status: (g.status === 'met' ? 'active' : g.status) as BonusGrantStatus,
    maxBet: g.max_bet === null ? null : formatMinorPlain(g.max_bet),
    grantedAt: g.granted_at.toISOString(),
    expiresAt: g.expires_at.toISOString(),
    closedAt: g.closed_at?.toISOString() ?? null,
  };
}

/**
 * The seeded draw of a raffle: HMAC-SHA256(serverSeed, "clientSeed:ruleId:memberId"), its first
 * 52 bits modulo the total weight, walked over the prizes' weights. The server seed is random and
 * revealed with its hash, so the member can recompute the roll.
 */
export function drawRaffle(
  prizes: RafflePrize[],
  serverSeed: string,
  clientSeed: string,
  ruleId: bigint,
  memberId: bigint,
): RaffleDraw {
  const total = prizes.reduce((s, p) => s + p.weight, 0);
  const mac = createHmac('sha256', serverSeed).update(`${clientSeed}:${ruleId}:${memberId}`).digest('hex');
  const roll = Number(BigInt(`0x${mac.slice(0, 13)}`) % BigInt(total));
  let acc = 0;
  let prizeIndex = prizes.length - 1;
  for (const [i, p] of prizes.entries()) {
    acc += p.weight;
    if (roll < acc) {
      prizeIndex = i;
      break;
    }
  }
  const serverSeedHash = createHash('sha256').update(serverSeed).digest('hex');
  return { serverSeed, serverSeedHash, clientSeed, roll, totalWeight: total, prizeIndex };
}

/**
 * Eligibility and the participation row; its unique keys are the once-per-member and fingerprint
 * checks, so a race between two joins is decided by the database.
 */
async function participate(trx: Db, rule: LiveRule, m: BonusMember, now: Date) {
  const tx = bonusRepository(trx);
  const member = await tx.member(m.memberId);
  if (!member || member.vip_level < rule.min_vip_level) {
    throw new AppError('BONUS_NOT_ELIGIBLE', undefined, {
      reason: 'vip_level',
      minVipLevel: rule.min_vip_level,
    });
  }
  if (rule.new_player_only && (await tx.hasPaidDeposit(m.memberId))) {
    throw new AppError('BONUS_NOT_ELIGIBLE', undefined, { reason: 'new_player_only' });
  }
  const fp = rule.one_per_fingerprint;
  const joined = await tx.insertParticipation({
    merchantId: m.merchantId,
    ruleId: rule.id,
    memberId: m.memberId,
    ip: m.ip,
    deviceId: m.deviceId ?? null,
    ipKey: fp ? m.ip : null,
    deviceKey: fp && m.deviceId ? m.deviceId : null,
    now,
  });
  if (joined) return joined;
  if (await tx.joined(rule.id, m.memberId)) throw new AppError('BONUS_ALREADY_JOINED');
  throw new AppError('BONUS_FINGERPRINT_USED');
}

const money = (v: bigint | null) => (v === null ? null : formatMinorPlain(v));

/** What an open rule offers, as the promotion page describes it. */
function offerView(rule: LiveRule, promotionId: number) {
  return {
    promotionId,
    kind: rule.kind,
    percentBps: rule.percent_bps,
    cap: money(rule.cap),
    minDeposit: money(rule.min_deposit),
    amount: money(rule.amount),
    cashbackPeriod: rule.cashback_period,
    wageringMultiple: rule.wagering_multiple,
    maxBet: money(rule.max_bet),
    expiryDays: rule.expiry_days,
  };
}

/** Member calls: join a promotion's bonus, claim a raffle, the bonusDetails list. */
export function bonusService(deps: {
  db: Db;
  now: () => Date;
  releaseDue: (memberId?: bigint) => Promise<number>;
}) {
  const { db, now } = deps;
  const repo = bonusRepository(db);

  async function openRule(m: BonusMember, promotionId: number): Promise<LiveRule> {
    const rule = await repo.ruleByPromotion(m.merchantId, BigInt(promotionId));
    if (!rule || !ruleOpen(rule, now())) throw new AppError('BONUS_NOT_AVAILABLE');
    return rule;
  }

  return {
    /** The open bonus of a promotion as its detail page describes it. */
    async offer(merchantId: number, promotionId: number) {
      const rule = await repo.ruleByPromotion(merchantId, BigInt(promotionId));
      if (!rule || !ruleOpen(rule, now())) return { offer: null };
      return { offer: offerView(rule, promotionId) };
    },

    async join(m: BonusMember, promotionId: number) {
      const rule = await openRule(m, promotionId);
      if (rule.kind === 'raffle') throw new AppError('BONUS_WRONG_KIND', 'A raffle is claimed, not joined');
      return moneyTransaction(db, async (trx) => {
        const joined = await participate(trx, rule, m, now());
        const grant =
          rule.kind === 'free_bet' && rule.amount !== null
            ? await grantIn(trx, {
                rule,
                memberId: m.memberId,
                currency: m.currency,
                amount: rule.amount,
                sourceKey: `fb:${rule.id}:${m.memberId}`,
                reference: `promotion:${rule.promotion_id}`,
                now: now(),
              })
            : undefined;
        return {
          promotionId,
          kind: rule.kind,
          joinedAt: joined.joined_at.toISOString(),
          grant: grant ? grantView(grant, rule.promotion_id) : null,
        };
      });
    },

    async claimRaffle(m: BonusMember, promotionId: number, clientSeed: string | undefined) {
      const rule = await openRule(m, promotionId);
      if (rule.kind !== 'raffle' || !rule.prizes?.length) throw new AppError('BONUS_WRONG_KIND');
      const prizes = rule.prizes;
      const draw = drawRaffle(
        prizes,
        randomBytes(32).toString('hex'),
        clientSeed ?? randomBytes(8).toString('hex'),
        rule.id,
        m.memberId,
      );
      const prize = prizes[draw.prizeIndex] as RafflePrize;
      return moneyTransaction(db, async (trx) => {
        await participate(trx, rule, m, now());
        const grant = await grantIn(trx, {
          rule,
          memberId: m.memberId,
          currency: m.currency,
          amount: BigInt(prize.amount),
          sourceKey: `raffle:${rule.id}:${m.memberId}`,
          reference: `promotion:${rule.promotion_id}`,
          now: now(),
          draw,
        });
        // The participation row above is unique per member, so the grant is always new here.
        if (!grant) throw new AppError('BONUS_ALREADY_JOINED');
        return { grant: grantView(grant, rule.promotion_id), draw };
      });
    },

    async details(
      m: Pick<BonusMember, 'memberId'>,
      q: { status?: BonusGrantStatus | undefined; pageNo: number; pageSize: number },
    ) {
      await deps.releaseDue(m.memberId);
      const { rows, total } = await repo.page(m.memberId, q.status, (q.pageNo - 1) * q.pageSize, q.pageSize);
      return {
        list: rows.map((g: GrantWithPromotion) => grantView(g, g.promotion_id)),
        pageNo: q.pageNo,
        totalPages: Math.ceil(total / q.pageSize),
        total,
        activeAmount: formatMinorPlain(await repo.activeAmount(m.memberId)),
      };
    },
  };
}

export type BonusService = ReturnType<typeof bonusService>;
