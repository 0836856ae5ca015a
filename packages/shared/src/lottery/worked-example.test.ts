import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fairnessWorkedExample } from './worked-example.ts';

const doc = readFileSync(new URL('../../../../docs/fairness.md', import.meta.url), 'utf8');
const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const n = (v: number) => v.toLocaleString('en-US');

describe('the worked example of docs/fairness.md', () => {
  const e = fairnessWorkedExample();

  it('is what Node’s own SHA-256 and HMAC give', () => {
    expect(e.chain.x2).toBe(sha(e.chain.x3));
    expect(e.chain.x1).toBe(sha(e.chain.x2));
    expect(e.chain.x0).toBe(sha(e.chain.x1));
    const block = createHmac('sha256', e.chain.x1).update(`${e.chain.salt}:1:0`).digest();
    expect(e.keno.block0).toBe(block.toString('hex'));
    expect(e.keno.u).toEqual([0, 4, 8].map((o) => block.readUInt32BE(o)));
    expect(e.keno.result.slice(0, 3)).toEqual([e.keno.remainders[0]! + 1, 12 + 1, 37 + 1]);
    expect(e.dice.roll).toBe(e.dice.u % 10_000);
  });

  it('appears in the document with exactly these numbers', () => {
    for (const v of [
      e.chain.x3,
      e.chain.x2,
      e.chain.x1,
      e.chain.x0,
      e.chain.salt,
      e.keno.block0,
      e.dice.serverSeed,
      e.dice.hash,
      e.dice.nextHash,
      e.dice.nextSeed,
      e.dice.block0,
      e.keno.result.join(', '),
      ...e.keno.u.map(n),
      `${n(e.dice.u)} mod 10,000 = ${n(e.dice.roll)}`,
    ]) {
      expect(doc).toContain(v);
    }
  });
});
