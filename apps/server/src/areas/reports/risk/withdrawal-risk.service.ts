import { formatMinorPlain, type WithdrawalRisk, type WithdrawalRiskFlag } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { MoneySettingsService } from '../../brand/index.ts';
import {
  type RiskReadingRow,
  type SharedAccessRow,
  withdrawalRiskRepository,
} from './withdrawal-risk.repository.ts';

/** A payout account saved less than this long before the withdrawal was asked counts as new. */
export const NEW_ACCOUNT_DAYS = 7;
/** How many of the other members one withdrawal names; the count says how many there are in all. */
export const SHARED_MEMBERS_SHOWN = 20;

const DAY_MS = 86_400_000;

function flagsOf(r: RiskReadingRow, multiple: number, shared: number): WithdrawalRiskFlag[] {
  const flags: WithdrawalRiskFlag[] = [];
  // Whole multiples in minor units: "exactly N × deposits" is enough, and no rounding decides it.
  if (BigInt(r.turnover) < BigInt(multiple) * BigInt(r.deposits)) flags.push('turnover');
  const young =
    r.account_added_at !== null &&
    r.request_at.getTime() - r.account_added_at.getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
  if (young || !r.paid_before) flags.push('newAccount');
  if (shared > 0) flags.push('sharedAccess');
  return flags;
}

/**
 * The risk flags of a page of withdrawals (docs/withdrawal-risk.md): two statements for the whole
 * page, and the brands' multiples from their cached money settings. They live in the reports area
 * because they read sign-ins (identity), money and bets (games, lottery): the only area above all
 * of them (docs/decisions/0016), so no lower area learns of the others.
 */
export function withdrawalRiskService(deps: { db: Db; money: MoneySettingsService; now: () => Date }) {
  const repo = withdrawalRiskRepository(deps.db);
  return {
    async forOrders(merchantId: number | null, orderNos: readonly string[]): Promise<WithdrawalRisk[]> {
      const [readings, shared] = await Promise.all([
        repo.readings(orderNos, merchantId),
        repo.sharedAccess(orderNos, merchantId, deps.now()),
      ]);
      const brands = [...new Set(readings.map((r) => r.merchant_id))];
      const multiples = new Map(
        await Promise.all(
          brands.map(
            async (id) => [id, (await deps.money.effective(id)).withdrawRisk.turnoverMultiple] as const,
          ),
        ),
      );
      const others = new Map<string, SharedAccessRow[]>();
      for (const s of shared) others.set(s.order_no, [...(others.get(s.order_no) ?? []), s]);
      const byOrder = new Map(readings.map((r) => [r.order_no, r]));
      return orderNos.flatMap((orderNo) => {
        const r = byOrder.get(orderNo);
        if (!r) return [];
        const multiple = multiples.get(r.merchant_id) ?? 1;
        const mates = others.get(orderNo) ?? [];
        return [
          {
            orderNo,
            flags: flagsOf(r, multiple, mates.length),
            turnover: {
              since: r.since.toISOString(),
              turnover: formatMinorPlain(BigInt(r.turnover)),
              deposits: formatMinorPlain(BigInt(r.deposits)),
              multiple,
            },
            account: { addedAt: r.account_added_at?.toISOString() ?? null, paidBefore: r.paid_before },
            shared: mates.slice(0, SHARED_MEMBERS_SHOWN).map((m) => ({
              memberId: m.other_id,
              username: m.username,
              byAddress: m.by_address,
              byDevice: m.by_device,
            })),
            sharedCount: mates.length,
          },
        ];
      });
    },
  };
}

export type WithdrawalRiskService = ReturnType<typeof withdrawalRiskService>;
