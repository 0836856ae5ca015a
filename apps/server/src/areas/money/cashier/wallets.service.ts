import { randomUUID } from 'node:crypto';
import { formatMinorPlain } from '@pf/shared';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { memberAccount, memberVendorWallet } from '../ledger/ledger.service.ts';
import { cashierError } from './cashier.errors.ts';
import type { CashierRepository } from './cashier.repository.ts';

/** The main wallet's code in wallet lists and transfers. */
export const MAIN_WALLET = 'MAIN';

export interface Owner {
  merchantId: number;
  memberId: bigint;
  currency: string;
}

export interface WalletLine {
  vendor: string;
  name: string;
  balance: string;
}

/**
 * The main wallet and the transfer wallets at vendors that keep their own balance (§7 consolidated,
 * merchantWallet, walletTransfer). A vendor wallet is the member's ledger account
 * `wallet:<VENDOR>`, so a transfer is one ledger movement between two accounts of the member.
 */
export function walletsService(deps: { repo: CashierRepository; ledger: LedgerService }) {
  const { repo, ledger } = deps;

  async function consolidated(o: Owner) {
    const vendors = await repo.transferVendors(o.merchantId);
    const accounts = await ledger.ownerAccounts(o.merchantId, 'member', o.memberId, o.currency);
    const available = (purpose: string) => accounts.find((a) => a.purpose === purpose)?.available ?? 0n;
    const main = available('cash') + available('bonus');
    const wallets: WalletLine[] = [
      { vendor: MAIN_WALLET, name: 'Main wallet', balance: formatMinorPlain(main) },
    ];
    let total = main;
    for (const v of vendors) {
      const b = available(`wallet:${v.code}`);
      total += b;
      wallets.push({ vendor: v.code, name: v.name, balance: formatMinorPlain(b) });
    }
    return { currency: o.currency, sumBalance: formatMinorPlain(total), wallets };
  }

  return {
    consolidated,

    async merchantWallet(merchantId: number) {
      const wallets = (await repo.transferVendors(merchantId)).map((v) => ({ vendor: v.code, name: v.name }));
      return { isSingle: wallets.length === 0, wallets };
    },

    async transfer(
      o: Owner,
      input: { fromWallet: string; toWallet: string; amount: bigint; requestId?: string | undefined },
    ) {
      const from = input.fromWallet.toUpperCase();
      const to = input.toWallet.toUpperCase();
      if ((from === MAIN_WALLET) === (to === MAIN_WALLET)) throw cashierError('WALLET_SAME');
      const vendor = from === MAIN_WALLET ? to : from;
      const known = await repo.transferVendors(o.merchantId);
      if (!known.some((v) => v.code === vendor)) throw cashierError('WALLET_UNKNOWN', { wallet: vendor });
      const cash = memberAccount(o.merchantId, o.memberId, o.currency, 'cash');
      const wallet = memberVendorWallet(o.merchantId, o.memberId, o.currency, vendor);
      const requestId = input.requestId ?? randomUUID();
      await ledger.transfer({
        merchantId: o.merchantId,
        debit: from === MAIN_WALLET ? cash : wallet,
        credit: from === MAIN_WALLET ? wallet : cash,
        amount: input.amount,
        kind: 'wallet_transfer',
        reference: `${from}>${to}`,
        idempotencyKey: `wallet:${o.memberId}:${requestId}`,
      });
      return consolidated(o);
    },
  };
}

export type WalletsService = ReturnType<typeof walletsService>;
