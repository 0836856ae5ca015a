import { describe, expect, it } from 'vitest';
import { parseReference } from './records.labels.ts';

// How the labels read in the records of a lottery bet, an in-house round and a vendor's round is
// tested where all three can be set up: areas/lottery/lottery/record-labels.test.ts.

describe('ledger references', () => {
  it('are read for what they point at, and anything else is left alone', () => {
    expect(parseReference('lottery-draw:12')).toEqual({ kind: 'lottery', drawId: 12n });
    expect(parseReference('inhouse:mines:0b1c-req')).toEqual({
      kind: 'inhouse',
      game: 'mines',
      requestId: '0b1c-req',
    });
    expect(parseReference('seamless:SANDBOX:sbx-1:2')).toEqual({
      kind: 'seamless',
      vendor: 'SANDBOX',
      roundId: 'sbx-1:2',
    });
    expect(parseReference('seamless:LTS:bonus:7')).toEqual({ kind: 'bonus', vendor: 'LTS', bonusId: '7' });
    expect(parseReference('MAIN>SANDBOX')).toEqual({ kind: 'transfer', from: 'MAIN', to: 'SANDBOX' });
    expect(parseReference('D20260301ABCDEFGHJK')).toEqual({ kind: 'order', orderNo: 'D20260301ABCDEFGHJK' });
    expect(parseReference('demo-seed')).toEqual({ kind: 'opening' });
    expect(parseReference('some-note')).toBeNull();
  });
});
