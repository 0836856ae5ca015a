import { readEmvQr, readTlv, tlv, withCrc } from './emv-qr.ts';

/** NAPAS's application id inside field 38: this QR is a VietQR. */
export const VIETQR_GUID = 'A000000727';
/** VietQR service code: a transfer to an account (QRIBFTTC would be to a card). */
export const VIETQR_TO_ACCOUNT = 'QRIBFTTA';
/** ISO 4217 numeric code of the dong. */
const VND = '704';

export interface VietQrTransfer {
  /** The receiving bank's six-digit NAPAS BIN. */
  bin: string;
  accountNumber: string;
  /** Whole dong: bank transfers in Vietnam carry no smaller unit. */
  amount: bigint;
  /** What the transfer says, for the receiver to match it: the deposit's reference. */
  reference: string;
}

/**
 * The QR content a Vietnamese banking app scans to transfer `amount` dong to the account with
 * `reference` as the transfer's message. Dynamic (point of initiation 12): it holds an amount.
 */
export function buildVietQr(t: VietQrTransfer): string {
  if (!/^\d{6}$/.test(t.bin)) throw new Error('VietQR: the BIN is six digits');
  if (!/^\d{1,19}$/.test(t.accountNumber)) throw new Error('VietQR: the account number is digits');
  if (t.amount <= 0n || t.amount.toString().length > 13) throw new Error('VietQR: amount out of range');
  if (!/^[A-Za-z0-9 ]{1,25}$/.test(t.reference))
    throw new Error('VietQR: reference of 1-25 letters or digits');
  const beneficiary = tlv('00', t.bin) + tlv('01', t.accountNumber);
  const account = tlv('00', VIETQR_GUID) + tlv('01', beneficiary) + tlv('02', VIETQR_TO_ACCOUNT);
  return withCrc(
    tlv('00', '01') +
      tlv('01', '12') +
      tlv('38', account) +
      tlv('53', VND) +
      tlv('54', t.amount.toString()) +
      tlv('58', 'VN') +
      tlv('62', tlv('08', t.reference)),
  );
}

/** What a banking app reads from a VietQR: null unless the CRC holds and it is a VND transfer to an account. */
export function readVietQr(payload: string): VietQrTransfer | null {
  const top = readEmvQr(payload);
  const account = top?.get('38') ? readTlv(top.get('38') as string) : null;
  if (!top || !account || account.get('00') !== VIETQR_GUID) return null;
  const beneficiary = readTlv(account.get('01') ?? '');
  const extra = readTlv(top.get('62') ?? '');
  const bin = beneficiary?.get('00');
  const accountNumber = beneficiary?.get('01');
  const amount = top.get('54');
  const reference = extra?.get('08');
  if (top.get('53') !== VND || !bin || !accountNumber || !amount || !/^\d+$/.test(amount) || !reference) {
    return null;
  }
  return { bin, accountNumber, amount: BigInt(amount), reference };
}
