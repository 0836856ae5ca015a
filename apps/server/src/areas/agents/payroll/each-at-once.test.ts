import { describe, expect, it } from 'vitest';
import { eachAtOnce } from './each-at-once.ts';

describe('eachAtOnce', () => {
  it('works every item with never more than the limit running', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachAtOnce([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setImmediate(r));
      done.push(n);
      running--;
    });
    expect(done.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(most).toBe(3);
  });

  it('starts the items in their order', async () => {
    const started: string[] = [];
    await eachAtOnce(['a', 'b', 'c', 'd'], 2, async (s) => {
      started.push(s);
      await new Promise((r) => setImmediate(r));
    });
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers at once for no items', async () => {
    let calls = 0;
    await eachAtOnce([], 4, async () => {
      calls++;
    });
    expect(calls).toBe(0);
  });
});
