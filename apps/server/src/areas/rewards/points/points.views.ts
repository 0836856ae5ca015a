import type { PointConfig, PointRedeem, PointReward } from '@pf/shared';
import { formatMinorPlain } from '@pf/shared';
import type { ConfigRow, RedeemRow, RewardRow } from './points.repository.ts';

export const pointImageUrl = (imageId: string) => `/wps/pointMall/images/${imageId}`;

/** A name in the asked language, else English, else any. */
export function nameIn(names: Record<string, string>, language: string | undefined): string {
  return (language && names[language]) || names.EN || Object.values(names)[0] || '';
}

export function configView(row: Omit<ConfigRow, 'merchant_id'>, currency: string): PointConfig {
  return {
    enabled: row.enabled,
    currency,
    betPerPoint: formatMinorPlain(row.bet_per_point),
    convertPoints: Number(row.convert_points),
    convertAmount: formatMinorPlain(row.convert_amount),
    minConvert: Number(row.min_convert),
  };
}

export function redeemView(row: RedeemRow, language?: string): PointRedeem {
  return {
    id: row.id.toString(),
    rewardId: row.reward_id.toString(),
    rewardName: nameIn(row.names, language),
    imageUrl: row.image_id ? pointImageUrl(row.image_id) : null,
    quantity: row.quantity,
    points: Number(row.points),
    status: row.status,
    remark: row.remark,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

export function rewardView(row: RewardRow, language: string | undefined): PointReward {
  return {
    id: row.id.toString(),
    name: nameIn(row.names, language),
    imageUrl: row.image_id ? pointImageUrl(row.image_id) : null,
    points: Number(row.points),
    stock: row.stock,
  };
}
