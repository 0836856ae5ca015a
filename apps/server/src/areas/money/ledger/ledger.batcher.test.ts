import { describe, expect, it } from 'vitest';
import { BatchItemError, type BatchItemResult, createBatcher } from './ledger.batcher.ts';

/** A fake database: records what was sent and answers when told to. */
function fakeDb() {
  const sent: string[][] = [];
  const gates: Array<() => void> = [];
  const wait = () => new Promise<void>((r) => gates.push(r));
  return {
    sent,
    release: () => gates.shift()?.(),
    async sendOne(call: string) {
      sent.push([call]);
      await wait();
      if (call.startsWith('bad')) throw Object.assign(new Error('refused'), { code: 'LD001' });
      return `row:${call}`;
    },
    async sendMany(calls: string[]): Promise<Array<BatchItemResult<string>>> {
      sent.push(calls);
      await wait();
      if (calls.includes('boom')) throw new Error('deadlock detected');
      return calls.map((c) =>
        c.startsWith('bad')
          ? { error: { code: 'LD001', message: `no funds for ${c}` } }
          : c.startsWith('new')
            ? {}
            : { row: `row:${c}` },
      );
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('transfer batcher', () => {
  it('sends a lone call at once and groups the calls that arrive while the database is busy', async () => {
    const db = fakeDb();
    const b = createBatcher({ ...db, maxBatch: 3, maxInFlight: 1, maxQueueMs: 10_000 });
    const first = b.submit('a');
    await tick();
    expect(db.sent).toEqual([['a']]);
    const rest = ['b', 'c', 'd', 'e'].map((c) => b.submit(c));
    await tick();
    expect(db.sent).toHaveLength(1);
    db.release();
    expect(await first).toBe('row:a');
    await tick();
    expect(db.sent[1]).toEqual(['b', 'c', 'd']);
    db.release();
    await tick();
    expect(db.sent[2]).toEqual(['e']);
    db.release();
    expect(await Promise.all(rest)).toEqual(['row:b', 'row:c', 'row:d', 'row:e']);
  });

  it('keeps up to maxInFlight calls running side by side', async () => {
    const db = fakeDb();
    const b = createBatcher({ ...db, maxBatch: 10, maxInFlight: 2, maxQueueMs: 10_000 });
    const all = ['a', 'b', 'c', 'd'].map((c) => b.submit(c));
    await tick();
    expect(db.sent).toEqual([['a'], ['b']]);
    db.release();
    db.release();
    await tick();
    expect(db.sent[2]).toEqual(['c', 'd']);
    db.release();
    expect(await Promise.all(all)).toEqual(['row:a', 'row:b', 'row:c', 'row:d']);
  });

  it('refuses only the items the database refused, with their SQLSTATE', async () => {
    const db = fakeDb();
    const b = createBatcher({ ...db, maxBatch: 10, maxInFlight: 1, maxQueueMs: 10_000 });
    const first = b.submit('a');
    const batch = ['b', 'bad1', 'c'].map((c) => b.submit(c));
    db.release();
    await first;
    await tick();
    db.release();
    const [ok1, refused, ok2] = await Promise.allSettled(batch);
    expect(ok1).toEqual({ status: 'fulfilled', value: 'row:b' });
    expect(ok2).toEqual({ status: 'fulfilled', value: 'row:c' });
    expect(refused?.status).toBe('rejected');
    const err = (refused as PromiseRejectedResult).reason;
    expect(err).toBeInstanceOf(BatchItemError);
    expect(err).toMatchObject({ code: 'LD001', message: 'no funds for bad1' });
  });

  it('runs every item alone when the batch as a whole fails', async () => {
    const db = fakeDb();
    const b = createBatcher({ ...db, maxBatch: 10, maxInFlight: 1, maxQueueMs: 10_000 });
    const first = b.submit('a');
    const batch = ['b', 'boom', 'bad2'].map((c) => b.submit(c));
    db.release();
    await first;
    await tick();
    expect(db.sent[1]).toEqual(['b', 'boom', 'bad2']);
    db.release();
    await tick();
    expect(db.sent.slice(2)).toEqual([['b'], ['boom'], ['bad2']]);
    db.release();
    db.release();
    db.release();
    const settled = await Promise.allSettled(batch);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((settled[2] as PromiseRejectedResult).reason).toMatchObject({ code: 'LD001' });
  });

  it('sends an item the database left alone as a single call', async () => {
    const db = fakeDb();
    const b = createBatcher({ ...db, maxBatch: 10, maxInFlight: 1, maxQueueMs: 10_000 });
    const first = b.submit('a');
    const batch = ['b', 'new-account'].map((c) => b.submit(c));
    db.release();
    await first;
    await tick();
    db.release();
    await tick();
    expect(db.sent.slice(1)).toEqual([['b', 'new-account'], ['new-account']]);
    db.release();
    expect(await Promise.all(batch)).toEqual(['row:b', 'row:new-account']);
  });

  it('lets queued calls leave after maxQueueMs when the running ones are stuck', async () => {
    const db = fakeDb();
    const b = createBatcher({ ...db, maxBatch: 10, maxInFlight: 1, maxQueueMs: 20 });
    const stuck = b.submit('a');
    const queued = ['b', 'c'].map((c) => b.submit(c));
    await tick();
    expect(db.sent).toEqual([['a']]);
    await new Promise((r) => setTimeout(r, 60));
    expect(db.sent).toEqual([['a'], ['b', 'c']]);
    db.release();
    db.release();
    expect(await stuck).toBe('row:a');
    expect(await Promise.all(queued)).toEqual(['row:b', 'row:c']);
  });

  it('runs a lone call chosen as a deadlock victim once more', async () => {
    let calls = 0;
    const b = createBatcher<string, string>({
      async sendOne(call) {
        calls++;
        if (calls === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        return `row:${call}`;
      },
      sendMany: async () => [],
      maxBatch: 10,
      maxInFlight: 1,
      maxQueueMs: 10_000,
    });
    expect(await b.submit('a')).toBe('row:a');
    expect(calls).toBe(2);
  });

  it('keeps running a lone call through several deadlocks and serialization conflicts, a bounded number of times', async () => {
    const failing = (codes: string[]) => {
      let calls = 0;
      const b = createBatcher<string, string>({
        async sendOne(call) {
          const code = codes[calls++];
          if (code) throw Object.assign(new Error(code), { code });
          return `row:${call}`;
        },
        sendMany: async () => [],
        maxBatch: 10,
        maxInFlight: 1,
        maxQueueMs: 10_000,
      });
      return { b, calls: () => calls };
    };
    const few = failing(['40P01', '40001', '40P01']);
    expect(await few.b.submit('a')).toBe('row:a');
    expect(few.calls()).toBe(4);
    const endless = failing(Array.from({ length: 50 }, () => '40P01'));
    await expect(endless.b.submit('a')).rejects.toMatchObject({ code: '40P01' });
    expect(endless.calls()).toBe(6);
  });
});
