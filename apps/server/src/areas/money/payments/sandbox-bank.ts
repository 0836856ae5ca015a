import { randomBytes } from 'node:crypto';
import { readVietQr, type VietQrTransfer } from '@pf/shared';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import { SIGNATURE_HEADER, signatureMatches, signBody } from './payment-provider.ts';
import type { SandboxDeps } from './sandbox.provider.ts';
import type { VietQrNotification } from './vietqr.provider.ts';

/** Transfer once; transfer and notify twice, as banks retry; or let the order expire unpaid. */
export type SandboxBankAction = 'pay' | 'pay_twice' | 'expire';

export interface SandboxBankView {
  transfer: VietQrTransfer;
  /** What the bank already did for this reference; null before anything. */
  done: 'paid' | 'expired' | null;
}

/** The bank's notification of what it did for a reference, as its webhook and its lookup send it. */
function notificationOf(row: {
  reference: string;
  transaction_id: string;
  bank_bin: string;
  account_number: string;
  amount: bigint;
  status: 'paid' | 'expired';
  created_at: Date;
}): VietQrNotification {
  return {
    transactionId: row.transaction_id,
    bankBin: row.bank_bin,
    accountNumber: row.account_number,
    amount: row.amount.toString(),
    // Banks put their own words around the payer's message.
    description: `${row.reference} NAP TIEN`,
    status: row.status === 'paid' ? 'PAID' : 'EXPIRED',
    transferredAt: row.status === 'paid' ? row.created_at.toISOString() : null,
  };
}

/** The bank's transaction lookup API: its transactions by the payer's message. */
export const BANK_TRANSACTIONS_PATH = '/sandbox/bank/api/transactions';

/**
 * A bank for development, demos and tests, standing in for a Vietnamese bank and the aggregator
 * that watches the brand's account: it reads a VietQR the way a banking app does (CRC checked),
 * makes the transfer it describes, and notifies the platform with a signed (HMAC-SHA256) message.
 * One decision per reference: pressing again re-sends the first notification, as banks retry.
 */
export function sandboxBank(deps: SandboxDeps & { secret: string; callbackUrl: string }) {
  const now = deps.now ?? (() => new Date());

  const byReference = (reference: string) =>
    selectWhere(deps.db, 'sandbox_bank_transfers', { reference }).selectAll().executeTakeFirst();

  return {
    /**
     * The transaction lookup: what the bank did for a reference, signed like its notifications.
     * The request is signed over its query (`reference=…`); null for one the bank did not sign.
     */
    async transactions(reference: string, signature: string | undefined) {
      if (!signatureMatches(deps.secret, `reference=${reference}`, signature)) return null;
      const row = await byReference(reference);
      const body = JSON.stringify({ transactions: row ? [notificationOf(row)] : [] });
      return { body, signature: signBody(deps.secret, body) };
    },

    /** The transfer a QR describes and what became of it; null for a QR a bank would refuse. */
    async read(qr: string): Promise<SandboxBankView | null> {
      const transfer = readVietQr(qr);
      if (!transfer) return null;
      const row = await byReference(transfer.reference);
      return { transfer, done: row?.status ?? null };
    },

    /** Acts on a QR; answers null for a QR a bank would refuse. */
    async act(qr: string, action: SandboxBankAction) {
      const transfer = readVietQr(qr);
      if (!transfer) return null;
      await deps.db
        .insertInto('sandbox_bank_transfers')
        .values({
          reference: transfer.reference,
          transaction_id: `SBXB-${randomBytes(8).toString('hex').toUpperCase()}`,
          bank_bin: transfer.bin,
          account_number: transfer.accountNumber,
          amount: transfer.amount,
          status: action === 'expire' ? 'expired' : 'paid',
          callback_url: deps.callbackUrl,
          created_at: now(),
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
      const row = await byReference(transfer.reference);
      if (!row) return null;
      const body = JSON.stringify(notificationOf(row));
      const signature = signBody(deps.secret, body);
      const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature };
      const answers: number[] = [];
      for (let i = 0; i < (action === 'pay_twice' ? 2 : 1); i++) {
        answers.push((await deps.deliver(row.callback_url, body, headers)).statusCode);
      }
      await updateWhere(deps.db, 'sandbox_bank_transfers', { reference: row.reference })
        .set({
          last_callback_body: body,
          last_callback_signature: signature,
          last_callback_status: answers.at(-1) ?? null,
        })
        .execute();
      return { reference: row.reference, status: row.status, answers };
    },
  };
}

export type SandboxBank = ReturnType<typeof sandboxBank>;
