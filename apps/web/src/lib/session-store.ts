import { SESSION_KEYS } from '@pf/shared';
import { create } from 'zustand';
import { session } from './storage';

/** The session token lives in sessionStorage (§3) so it dies with the tab; this mirrors it for React. */
interface SessionState {
  token: string | null;
  setToken: (token: string | null) => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  token: session.get(SESSION_KEYS.token),
  setToken: (token) => {
    session.set(SESSION_KEYS.token, token);
    set({ token });
  },
}));

/** Non-React readers (the API client) need the token without subscribing. */
export const getSessionToken = () => useSessionStore.getState().token;
