import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createChangeBus } from '../platform/change-bus.ts';
import { readCache } from '../platform/read-cache.ts';
import { isSharedAnswer, shareAnswer } from '../platform/shared-answers.ts';
import { rememberingSerializer } from './serializer.ts';

const serializerFor = () =>
  rememberingSerializer({
    schema: z.object({ name: z.string() }),
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  });

describe('rememberingSerializer', () => {
  it('writes an answer made for one request afresh and keeps nothing for it', () => {
    const write = serializerFor();
    const answer = { name: 'first' };
    expect(write(answer)).toBe('{"name":"first"}');
    // Not shared: nothing was kept, so the same object is written again as it now is.
    answer.name = 'second';
    expect(write(answer)).toBe('{"name":"second"}');
    expect(isSharedAnswer(answer)).toBe(false);
  });

  it('writes a shared answer once and hands the kept text to every later request', () => {
    const write = serializerFor();
    const answer = shareAnswer({ name: 'lobby' });
    const first = write(answer);
    // Shared answers are never mutated; changing one here shows the text is the kept one.
    answer.name = 'changed';
    expect(write(answer)).toBe(first);
    expect(first).toBe('{"name":"lobby"}');
  });

  it('treats what a read cache hands out as shared, from its first caller on', async () => {
    const cache = readCache(createChangeBus(), { topics: ['catalog'], ttlMs: 60_000 });
    const first = await cache.get('k', async () => ({ name: 'page' }));
    expect(isSharedAnswer(first)).toBe(true);
    expect(await cache.get('k', async () => ({ name: 'other' }))).toBe(first);
  });
});
