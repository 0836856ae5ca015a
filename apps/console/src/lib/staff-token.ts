import { useSyncExternalStore } from 'react';

/**
 * The staff member's bearer token (the back office's own, never a member's). Kept for the tab's
 * life only: a back-office token left in a shared browser's long-term storage outlives the shift.
 */
const KEY = 'pf.console.token';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let token: string | null = typeof window === 'undefined' ? null : read();

export function getStaffToken(): string | null {
  return token;
}

/** Whether the token went with the operator's own sign-out rather than an expiry (a 401). */
let signedOut = false;

export function setStaffToken(next: string | null, how: { signedOut?: boolean } = {}): void {
  if (next === token) return;
  token = next;
  signedOut = next === null && how.signedOut === true;
  try {
    if (next) window.sessionStorage.setItem(KEY, next);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the token still lives in memory for this page.
  }
  for (const listener of listeners) listener();
}

/**
 * After a sign-out the next sign-in may be another operator's, to whom the screen left open may be
 * closed: it starts on their first screen. After an expiry the same operator returns to where they were.
 */
export const endedBySignOut = (): boolean => signedOut;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The token as React state: a sign-out anywhere (a 401 included) re-renders the shell. */
export function useStaffToken(): string | null {
  return useSyncExternalStore(subscribe, getStaffToken, getStaffToken);
}
