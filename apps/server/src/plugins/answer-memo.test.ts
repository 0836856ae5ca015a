import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerForms, encodedBytes, negotiateEncoding } from './answer-memo.ts';

describe('answer forms', () => {
  const text = JSON.stringify({
    list: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Xổ số ${i}` })),
  });

  it('keeps one tag and one set of bytes per text, compressing each encoding once', () => {
    const a = answerForms(text);
    expect(answerForms(text)).toBe(a);
    expect(a.identity.toString()).toBe(text);
    expect(a.tag).toMatch(/^W\/"[\w-]+"$/);
    const br = encodedBytes(a, 'br');
    expect(encodedBytes(a, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(encodedBytes(a, 'gzip')).toString()).toBe(text);
    expect(br.length).toBeLessThan(a.identity.length / 4);
  });

  it('gives different texts different tags', () => {
    expect(answerForms(`${text} `).tag).not.toBe(answerForms(text).tag);
  });
});

describe('encoding negotiation', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['deflate', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
