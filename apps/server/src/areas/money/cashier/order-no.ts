import { randomBytes } from 'node:crypto';

/**
 * Order numbers: a letter (D deposit, W withdrawal), the UTC date and 10 random base-32 characters.
 * Unguessable, so knowing one order does not reveal the next; upper case for phone dictation.
 */
export function newOrderNo(prefix: 'D' | 'W', now: Date): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  let tail = '';
  for (const b of bytes) tail += alphabet[b % alphabet.length];
  return `${prefix}${date}${tail}`;
}
