import { LOCAL_KEYS } from '@pf/shared';
import { local } from './storage';

const VALID = /^[A-Za-z0-9_-]{8,128}$/;
let memory: string | null = null;

/**
 * This device's id: random, made once and kept in local storage, sent with every sign-in so the
 * back office can tell two accounts used on one device (docs/withdrawal-risk.md). It names nothing
 * about the device itself. Where storage is refused it lasts the page view.
 */
export function deviceId(): string {
  const kept = local.get(LOCAL_KEYS.deviceId) ?? memory;
  if (kept && VALID.test(kept)) return kept;
  // getRandomValues, not randomUUID: the latter exists only on secure pages, and a sign-in must not
  // fail on a plain-http address.
  memory = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  local.set(LOCAL_KEYS.deviceId, memory);
  return memory;
}
