import { type CustomerServiceEntry, VIP_RANK_LEVEL_ABOVE } from '@pf/shared';

/**
 * §6: a member whose rank level is above 4 is served on the VIP channel; everyone else, visitors
 * included, on live chat. A merchant without the channel due falls back to live chat, and a
 * visitor is never sent to the VIP desk.
 */
export function customerServiceFor(
  entries: readonly CustomerServiceEntry[],
  rankLevel: number | null,
): CustomerServiceEntry | null {
  const vip = rankLevel !== null && rankLevel > VIP_RANK_LEVEL_ABOVE;
  const of = (csType: CustomerServiceEntry['csType']) => entries.find((e) => e.csType === csType);
  return (vip ? (of('VIP') ?? of('LIVECHAT')) : of('LIVECHAT')) ?? null;
}
