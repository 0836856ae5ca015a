import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n, showLanguage } from '@/lib/i18n';
import { setStaffToken } from '@/lib/staff-token';

// The router builds a Request with jsdom's AbortSignal, which Node's own Request refuses; the
// console's navigations are never aborted in these tests, so their requests go without one.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init?.signal ? { ...init, signal: null } : init);
  }
};

configure({ asyncUtilTimeout: 3000 });

beforeAll(async () => {
  await initI18n('EN');
});

// Every test starts signed out, in English, with the real fetch.
afterEach(async () => {
  cleanup();
  setStaffToken(null);
  window.sessionStorage.clear();
  window.localStorage.clear();
  await showLanguage('EN', false);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
