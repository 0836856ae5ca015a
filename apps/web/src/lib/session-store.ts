import { SESSION_KEYS } from '@pf/shared';
import { create } from 'zustand';
import { session } from './storage';

/** What the site needs to know about the signed-in member without asking the server again (§3). */
export interface SessionProfile {
  nickname: string;
  account: string;
  customerId: string;
  /** Agent type (§6): 4 is a demo (trial) account. */
  isAgent: number;
  toUpline: boolean;
}

/** The session token lives in sessionStorage (§3) so it dies with the tab; this mirrors it for React. */
interface SessionState {
  token: string | null;
  profile: SessionProfile | null;
  setToken: (token: string | null) => void;
  setProfile: (profile: SessionProfile | null) => void;
  /** §4 Logout: forget everything of this session except the merchant. */
  clear: () => void;
}

function readProfile(): SessionProfile | null {
  const account = session.get(SESSION_KEYS.account);
  if (account === null) return null;
  return {
    nickname: session.get(SESSION_KEYS.nickname) ?? account,
    account,
    customerId: session.get(SESSION_KEYS.customerId) ?? '',
    isAgent: Number(session.get(SESSION_KEYS.isAgent) ?? 0),
    toUpline: session.get(SESSION_KEYS.toUpline) === 'true',
  };
}

function writeProfile(profile: SessionProfile | null): void {
  session.set(SESSION_KEYS.nickname, profile?.nickname ?? null);
  session.set(SESSION_KEYS.account, profile?.account ?? null);
  session.set(SESSION_KEYS.username, profile?.account ?? null);
  session.set(SESSION_KEYS.customerId, profile?.customerId ?? null);
  session.set(SESSION_KEYS.isAgent, profile ? String(profile.isAgent) : null);
  session.set(SESSION_KEYS.toUpline, profile ? String(profile.toUpline) : null);
}

/** Session keys that outlive a logout: the brand the visitor is on. */
const KEPT_ON_LOGOUT: readonly string[] = [SESSION_KEYS.merchant, SESSION_KEYS.merchantCode];

function clearSessionStorage(): void {
  try {
    const store = window.sessionStorage;
    for (const key of Object.keys(store)) if (!KEPT_ON_LOGOUT.includes(key)) store.removeItem(key);
  } catch {
    // Storage unavailable: nothing was persisted there either.
  }
}

export const useSessionStore = create<SessionState>((set) => ({
  token: session.get(SESSION_KEYS.token),
  profile: readProfile(),
  setToken: (token) => {
    session.set(SESSION_KEYS.token, token);
    set({ token });
  },
  setProfile: (profile) => {
    writeProfile(profile);
    set({ profile });
  },
  clear: () => {
    clearSessionStorage();
    set({ token: null, profile: null });
  },
}));

/** Non-React readers (the API client) need the token without subscribing. */
export const getSessionToken = () => useSessionStore.getState().token;
