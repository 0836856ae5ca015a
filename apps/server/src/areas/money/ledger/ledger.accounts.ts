import type { OwnerKind, Purpose } from './ledger.tables.ts';

/** Names one ledger account. The account row is created on first use. */
export interface AccountRef {
  merchantId: number;
  currency: string;
  kind: OwnerKind;
  owner: string;
  purpose: Purpose;
}

export type MemberPurpose = 'cash' | 'bonus' | 'locked';

/** A member's wallet: cash, bonus, or funds locked for a pending withdrawal. Never negative. */
export function memberAccount(
  merchantId: number,
  memberId: number | bigint | string,
  currency: string,
  purpose: MemberPurpose = 'cash',
): AccountRef {
  return { merchantId, currency, kind: 'member', owner: String(memberId), purpose };
}

/** A member's balance held at a transfer-wallet vendor (moved from and to cash). Never negative. */
export function memberVendorWallet(
  merchantId: number,
  memberId: number | bigint | string,
  currency: string,
  vendor: string,
): AccountRef {
  return { merchantId, currency, kind: 'member', owner: String(memberId), purpose: `wallet:${vendor}` };
}

/** The merchant's own side of bets and bonuses (sharded, may go negative). */
export function houseAccount(merchantId: number, currency: string): AccountRef {
  return { merchantId, currency, kind: 'house', owner: '', purpose: 'house' };
}

/** What the merchant owes to or is owed by an external game vendor (sharded). */
export function vendorClearing(merchantId: number, vendor: string, currency: string): AccountRef {
  return { merchantId, currency, kind: 'vendor', owner: vendor, purpose: 'clearing' };
}

/** Money in flight with a payment provider: deposits are debited here, withdrawals credited. */
export function paymentClearing(merchantId: number, provider: string, currency: string): AccountRef {
  return { merchantId, currency, kind: 'payment', owner: provider, purpose: 'clearing' };
}

/** An agent's earned commission. Never negative. */
export function agentCommission(
  merchantId: number,
  agentId: number | bigint | string,
  currency: string,
): AccountRef {
  return { merchantId, currency, kind: 'agent', owner: String(agentId), purpose: 'commission' };
}
