import { describe, expect, it } from 'vitest';
import { createChangeBus } from './change-bus.ts';
import { keyOf, readCache, withCachedReads } from './read-cache.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('readCache', () => {
  it('loads a key once for concurrent and later readers', async () => {
    const bus = createChangeBus();
    const cache = readCache(bus, { topics: ['catalog'], ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', load)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(await cache.get('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('drops everything when one of its topics changes, and only then', async () => {
    const bus = createChangeBus();
    const cache = readCache(bus, { topics: ['catalog'], ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    bus.publish('merchant');
    expect(await cache.get('k', load)).toBe(1);
    bus.publish('catalog');
    expect(await cache.get('k', load)).toBe(2);
    bus.receive('catalog:7');
    expect(await cache.get('k', load)).toBe(3);
  });

  it('does not keep a value whose load began before a change', async () => {
    const bus = createChangeBus();
    const cache = readCache(bus, { topics: ['catalog'], ttlMs: 60_000 });
    const first = deferred<string>();
    const pending = cache.get('k', () => first.promise);
    bus.publish('catalog');
    first.resolve('old');
    expect(await pending).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('reads through while a transport is down and starts afresh when it is back', async () => {
    const bus = createChangeBus();
    const cache = readCache(bus, { topics: ['catalog'], ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    bus.transportState('redis', false);
    expect(bus.live).toBe(false);
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('k', load)).toBe(3);
    bus.transportState('redis', true);
    expect(await cache.get('k', load)).toBe(4);
    expect(await cache.get('k', load)).toBe(4);
  });

  it('reads through without a bus, since nothing would report a change', async () => {
    const cache = readCache(undefined, { topics: ['catalog'], ttlMs: 60_000 });
    let loads = 0;
    await cache.get('k', async () => ++loads);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });

  it('ends an entry when its value says so, by the caller\u2019s clock', async () => {
    const bus = createChangeBus();
    const cache = readCache(bus, { topics: [], ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ({ n: ++loads, until: 100 });
    const at = (now: number) => cache.get('k', load, (v) => v.until > now);
    expect((await at(50)).n).toBe(1);
    expect((await at(99)).n).toBe(1);
    expect((await at(100)).n).toBe(2);
  });

  it('forgets a failed load and keeps at most `max` entries', async () => {
    const bus = createChangeBus();
    const cache = readCache(bus, { topics: [], ttlMs: 60_000, max: 2 });
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    expect(cache.size).toBe(2);
  });

  it('wraps read methods by name and argument', async () => {
    const bus = createChangeBus();
    const calls: string[] = [];
    const repo = {
      async byCode(code: string) {
        calls.push(code);
        return { code };
      },
      async write(code: string) {
        calls.push(`write ${code}`);
      },
    };
    const cached = withCachedReads(repo, readCache(bus, { topics: ['merchant'], ttlMs: 60_000 }), ['byCode']);
    await cached.byCode('a');
    await cached.byCode('a');
    await cached.byCode('b');
    await cached.write('a');
    await cached.write('a');
    expect(calls).toEqual(['a', 'b', 'write a', 'write a']);
    expect(keyOf(1n, 'x')).toBe('["1n","x"]');
  });
});
