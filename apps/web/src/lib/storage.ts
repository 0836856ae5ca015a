import type { LOCAL_KEYS, SESSION_KEYS } from '@pf/shared';

/**
 * Typed access to the spec's client storage keys (§3). Storage can throw (private mode, quota,
 * disabled cookies); the site must keep working then, so every call degrades to "nothing stored".
 */
type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function write(store: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) store().removeItem(key);
    else store().setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still holds the value for this page view.
  }
}

export const local = {
  get: (key: LocalKey) => read(() => window.localStorage, key),
  set: (key: LocalKey, value: string | null) => write(() => window.localStorage, key, value),
};

export const session = {
  get: (key: SessionKey) => read(() => window.sessionStorage, key),
  set: (key: SessionKey, value: string | null) => write(() => window.sessionStorage, key, value),
};
