import { describe, expect, it } from 'vitest';
import { closedPeriods } from './payroll-schedule.ts';

const TZ = 'Asia/Ho_Chi_Minh';
const span = (p: { kind: string; from: Date; to: Date }) => [
  p.kind,
  p.from.toISOString(),
  p.to.toISOString(),
];

describe('the periods a schedule tick settles', () => {
  const at = new Date('2026-03-16T00:03:10+07:00');
  it('real-time: the 5-minute slice that closed last', () => {
    expect(closedPeriods('realtime', at, TZ).map(span)).toEqual([
      ['5m', '2026-03-15T16:55:00.000Z', '2026-03-15T17:00:00.000Z'],
    ]);
  });
  it('hourly: the UTC hour that closed last', () => {
    expect(closedPeriods('hourly', at, TZ).map(span)).toEqual([
      ['1h', '2026-03-15T16:00:00.000Z', '2026-03-15T17:00:00.000Z'],
    ]);
  });
  it('daily: the local day that closed last', () => {
    expect(closedPeriods('daily', at, TZ).map((p) => p.label)).toEqual(['2026-03-15']);
  });
  it('dividend: the last closed period of each kind, cut at local midnight', () => {
    expect(closedPeriods('dividend', at, TZ).map((p) => [p.kind, p.label])).toEqual([
      ['D', '2026-03-15'],
      ['W', '2026-03-09'],
      ['H', '2026-03-01'],
      ['M', '2026-02-01'],
    ]);
  });
});
