import { DEMO_ACCOUNT_FLAG, LOCAL_KEYS, SESSION_KEYS } from '@pf/shared';
import { create } from 'zustand';
import { local, session } from './storage';

/** What the site needs to know about the signed-in member without asking the server again (§3). */
export interface SessionProfile {
  nickname: string;
  account: string;
  customerId: string;
  /** Agent type (§6): 4 is a demo (trial) account. */
  isAgent: number;
  toUpline: boolean;
}

/**
 * The session token lives in sessionStorage (§3) so it dies with the tab; this mirrors it for React.
 * A login with 'remember me' (§9) is also kept on the device until its session ends, so a new
 * window or a restarted browser opens signed in for that one day.
 */
interface SessionState {
  token: string | null;
  profile: SessionProfile | null;
  /** `rememberUntil` (ISO 8601): keep this login on the device until then; without it, the tab only. */
  setToken: (token: string | null, rememberUntil?: string) => void;
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

/** The remembered login's token, while its day lasts; a stale or unreadable one is forgotten. */
function rememberedToken(): string | null {
  const raw = local.get(LOCAL_KEYS.rememberedSession);
  if (raw === null) return null;
  try {
    const { token, expiresAt } = JSON.parse(raw) as { token?: unknown; expiresAt?: unknown };
    if (
      typeof token === 'string' &&
      token &&
      typeof expiresAt === 'string' &&
      Date.parse(expiresAt) > Date.now()
    ) {
      return token;
    }
  } catch {
    // Not ours or damaged: forgotten below.
  }
  local.set(LOCAL_KEYS.rememberedSession, null);
  return null;
}

function remember(token: string | null, until: string | undefined): void {
  local.set(
    LOCAL_KEYS.rememberedSession,
    token && until ? JSON.stringify({ token, expiresAt: until }) : null,
  );
}

/**
 * The session this tab starts with: its own, else the device's remembered login (taken into the
 * tab, so the rest of the site reads it as any session).
 */
export function sessionFromStorage(): Pick<SessionState, 'token' | 'profile'> {
  let token = session.get(SESSION_KEYS.token);
  if (token === null) {
    token = rememberedToken();
    if (token !== null) session.set(SESSION_KEYS.token, token);
  }
  return { token, profile: readProfile() };
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
  ...sessionFromStorage(),
  setToken: (token, rememberUntil) => {
    session.set(SESSION_KEYS.token, token);
    // A new session replaces a remembered one, which is kept only if this one is remembered too.
    remember(token, rememberUntil);
    set({ token });
  },
  setProfile: (profile) => {
    writeProfile(profile);
    set({ profile });
  },
  clear: () => {
    clearSessionStorage();
    remember(null, undefined);
    set({ token: null, profile: null });
  },
}));

/** Non-React readers (the API client) need the token without subscribing. */
export const getSessionToken = () => useSessionStore.getState().token;

/**
 * Whether the signed-in account is a real member's: not a visitor's, not a trial's (isAgent 4).
 * Not known until the account's details are in (a free-play login has its token a moment before
 * them), so member-only calls wait for them instead of being refused.
 */
export function useRealMember(): boolean {
  const token = useSessionStore((s) => s.token);
  const type = useSessionStore((s) => s.profile?.isAgent);
  return token !== null && type !== undefined && type !== DEMO_ACCOUNT_FLAG;
}
