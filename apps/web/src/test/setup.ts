import '@testing-library/jest-dom/vitest';
import { SESSION_KEYS } from '@pf/shared';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useAlertStore } from '@/lib/alert-store';
import { useAuthModal } from '@/lib/auth-modal-store';
import { showLanguage } from '@/lib/i18n/change-language';
import { initI18n } from '@/lib/i18n/i18n';
import { useSessionStore } from '@/lib/session-store';
import { useUiStore } from '@/lib/ui-store';
// Features rendered on their own still show the parts the shell hands them.
import '@/app/slots';

// The router builds a Request for every navigation with the signal of jsdom's AbortController;
// Node 22 and later (undici) accept only their own AbortSignal there and refuse it, which leaves the
// app on its splash. Navigations are never aborted in these tests, so their requests go without one.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init?.signal ? { ...init, signal: null } : init);
  }
};

// findBy* waits up to 3 s: lazy routes and stubbed fetches settle slower under a loaded CPU.
configure({ asyncUtilTimeout: 3000 });

beforeAll(async () => {
  await initI18n('EN');
  // jsdom does not scroll; the router resets the scroll on every navigation, so accept it quietly.
  window.scrollTo = () => {};
});

// Every test starts from a fresh visitor: no storage, no session, default layout, real fetch.
afterEach(async () => {
  cleanup();
  await showLanguage('EN');
  window.localStorage.clear();
  window.sessionStorage.clear();
  useSessionStore.setState({ token: null, profile: null });
  useAuthModal.setState({ view: null });
  useAlertStore.setState({ queue: [] });
  useUiStore.setState({ sideBarMini: false, drawerOpen: false });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The home disclaimer and the publicity popup are answered once per session; tests about other
// screens start past them, as a returning visitor would. Their own tests clear these flags.
beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.disclaimerAccepted, '1');
  window.sessionStorage.setItem(SESSION_KEYS.publicityClosed, 'public,member');
});
