import { describe, expect, it } from 'vitest';
import { isTronAddress, sandboxDepositAddress, tronAddress, USDT_TRC20_CONTRACT } from './tron-address.ts';

describe('TRON addresses', () => {
  it("reads the USDT contract's published address as a valid one", () => {
    expect(isTronAddress(USDT_TRC20_CONTRACT)).toBe(true);
    // One character changed breaks the checksum.
    expect(isTronAddress(USDT_TRC20_CONTRACT.replace('q8ZY', 'q8ZZ'))).toBe(false);
    expect(isTronAddress('0x1234')).toBe(false);
  });

  it('writes an account id as a T address that reads back', () => {
    const address = tronAddress(new Uint8Array(20).fill(7));
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(isTronAddress(address)).toBe(true);
  });

  it('gives each member their own sandbox address, the same every time', () => {
    const a = sandboxDepositAddress('k', 1, 10n);
    expect(sandboxDepositAddress('k', 1, 10n)).toBe(a);
    expect(sandboxDepositAddress('k', 1, 11n)).not.toBe(a);
    expect(sandboxDepositAddress('other', 1, 10n)).not.toBe(a);
    expect(isTronAddress(a)).toBe(true);
  });
});
