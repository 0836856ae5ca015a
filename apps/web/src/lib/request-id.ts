/**
 * One id per money-moving request the member makes (a claim, a transfer, a redemption): a resend
 * of a lost answer reuses it, so the server pays or moves once.
 */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
