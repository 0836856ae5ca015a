import { describe, expect, it } from 'vitest';
import { crc16Ccitt, readEmvQr } from './emv-qr.ts';
import { buildVietQr, readVietQr } from './vietqr.ts';

/**
 * A second CRC-16/CCITT-FALSE, worked out differently from the one under test (a 256-entry table
 * over bytes instead of bit by bit), so a slip in either shows as a difference.
 */
const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let k = 0; k < 8; k++) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
  return c & 0xffff;
});
const tableCrc = (text: string) =>
  [...new TextEncoder().encode(text)].reduce(
    (crc, byte) => ((crc << 8) ^ (TABLE[(crc >> 8) ^ byte] ?? 0)) & 0xffff,
    0xffff,
  );

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the check value of the catalogue of CRCs for "123456789"', () => {
    expect(crc16Ccitt('123456789')).toBe(0x29b1);
    expect(tableCrc('123456789')).toBe(0x29b1);
  });
});

describe('VietQR content', () => {
  // 500,000 dong to Vietcombank (BIN 970436) account 1023456789, reference D20260325ABCDEFGHJK,
  // written out field by field: id, two-digit length, value.
  const body = [
    '000201', // payload format indicator 01
    '010212', // point of initiation 12: dynamic, it carries an amount
    '3854', // merchant account information, 54 characters:
    '0010A000000727', //   NAPAS's VietQR application id
    '0124', //   beneficiary organisation, 24 characters:
    '0006970436', //     acquirer (bank) BIN
    '01101023456789', //     account number
    '0208QRIBFTTA', //   service: transfer to an account
    '5303704', // currency 704, the dong
    '5406500000', // amount
    '5802VN', // country
    '6223', // additional data, 23 characters:
    '0819D20260325ABCDEFGHJK', //   purpose of transaction: the reference
    '6304', // the CRC field's id and length, covered by the CRC itself
  ].join('');
  const expected = `${body}${tableCrc(body).toString(16).toUpperCase().padStart(4, '0')}`;
  const transfer = {
    bin: '970436',
    accountNumber: '1023456789',
    amount: 500_000n,
    reference: 'D20260325ABCDEFGHJK',
  };

  it('builds the worked example exactly, CRC included', () => {
    expect(buildVietQr(transfer)).toBe(expected);
  });

  it('reads back what it built, and refuses a payload whose CRC or content was changed', () => {
    expect(readVietQr(expected)).toEqual(transfer);
    const tampered = expected.replace('5406500000', '5406900000');
    expect(readEmvQr(tampered)).toBeNull();
    expect(readVietQr(tampered)).toBeNull();
    expect(readVietQr(`${expected.slice(0, -1)}0`)).toBeNull();
    expect(readVietQr('000201')).toBeNull();
  });

  it('refuses what a bank transfer cannot carry', () => {
    expect(() => buildVietQr({ ...transfer, amount: 0n })).toThrow();
    expect(() => buildVietQr({ ...transfer, bin: '97043' })).toThrow();
    expect(() => buildVietQr({ ...transfer, reference: 'D2026-03-25' })).toThrow();
    expect(() => buildVietQr({ ...transfer, reference: 'X'.repeat(26) })).toThrow();
  });
});
