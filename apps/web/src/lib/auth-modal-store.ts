import { createSlotStore } from './slot-store';

/** Where a login was asked for: the header button, the /login page, or a gated action (§5 Login). */
export type LoginSource = 'header' | 'page' | 'gate';

export type AuthView =
  | { kind: 'login'; source: LoginSource }
  | { kind: 'register' }
  | { kind: 'forgot' }
  | { kind: 'changePassword'; forced: boolean }
  | { kind: 'registerSuccess' };

/** Which member pop-up is open. Only one at a time: login and register replace each other (§2). */
export const useAuthModal = createSlotStore<AuthView, 'view'>('view');

export const openLogin = (source: LoginSource) => useAuthModal.getState().open({ kind: 'login', source });
