import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashTimes, verifyChainLink } from './chain.ts';

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('seed chains', () => {
  // x_5 is the secret last link; x_0 is published.
  const links = ['f'.repeat(64)];
  for (let i = 0; i < 5; i++) links.unshift(sha(links[0]!));
  const terminal = links[0]!;

  it('hashes each link to the one before it and every link to the terminal hash', () => {
    expect(hashTimes(links[5]!, 5)).toBe(terminal);
    for (let k = 1; k <= 5; k++) {
      expect(verifyChainLink(links[k]!, k, terminal, links[k - 1])).toEqual({
        previousOk: true,
        terminalOk: true,
      });
    }
    expect(verifyChainLink(links[3]!, 3, terminal)).toEqual({ previousOk: null, terminalOk: true });
  });

  it('rejects a tampered seed, a wrong index and a wrong previous link', () => {
    const tampered = `${links[3]!.slice(0, 63)}0`;
    expect(verifyChainLink(tampered, 3, terminal, links[2])).toEqual({
      previousOk: false,
      terminalOk: false,
    });
    expect(verifyChainLink(links[3]!, 2, terminal, links[1]).terminalOk).toBe(false);
    expect(verifyChainLink(links[3]!, 3, terminal, links[1]).previousOk).toBe(false);
    expect(() => verifyChainLink(links[1]!, 0, terminal)).toThrow(RangeError);
  });
});
