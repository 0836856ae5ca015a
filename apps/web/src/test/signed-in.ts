import { within } from '@testing-library/react';
import { type MemberCentreKey, useMemberCentreStore } from '@/features/identity/member-center';
import { useSessionStore } from '@/lib/session-store';
import { stubApi } from './fetch-stub';
import { makePermission } from './fixtures';
import { MEMBER } from './member-fixtures';
import { renderRoute } from './render-app';
import { findAccountButton, findMemberCentre } from './shell-queries';

type Routes = Parameters<typeof stubApi>[0];

/** The security answer of a member with nothing to verify: no KYC prompt comes up. */
export const NO_KYC = { info: { idVerification: { enabled: false, isComplete: false, status: 'N' } } };

/** A wallet balance all in cash, as GET /wps/v2/wallets/balance answers it. */
export function cashBalance(amount: string, currency = 'VND') {
  return { currency, sumBalance: amount, cash: amount, bonus: '0.00', locked: '0.00' };
}

export const VND_BALANCE = cashBalance('100.00');

/** Puts the fixture member's token and profile in the session store, as a sign-in leaves them. */
export function setMemberSession({ toUpline = false } = {}) {
  useSessionStore.getState().setToken('tok-1');
  useSessionStore.getState().setProfile({
    nickname: MEMBER.nickname,
    account: MEMBER.account,
    customerId: MEMBER.id,
    isAgent: 0,
    toUpline,
  });
}

/**
 * Lucky (demo01) signed in, a real member or one on a demo account, with nothing stubbed: for a page
 * rendered on its own, without the header.
 */
export function setPlayerSession({ demo = false } = {}) {
  useSessionStore.setState({
    token: 'tok-1',
    profile: {
      nickname: 'Lucky',
      account: 'demo01',
      customerId: '1',
      isAgent: demo ? 4 : 0,
      toUpline: false,
    },
  });
}

/** What the header asks about a signed-in member: details, balance, security, avatar, inbox. */
export function memberHeaderRoutes(balance: object = cashBalance('10.00')): Routes {
  return {
    '/wps/member/info': MEMBER,
    '/wps/v2/wallets/balance': balance,
    '/wps/v2/member/securityConfig': NO_KYC,
    '/wps/member/info/icon': { avatarId: 3, url: '/avatars/3.webp' },
    '/wps/relay/CSP_unreadCount': { count: 0 },
  };
}

type SignInOptions = {
  /** The wallet balance the header shows (10.00 VND unless given). */
  balance?: object;
  /** Whether the session names the demo merchant, as a sign-in through a brand's site does. */
  merchant?: boolean;
};

/**
 * The fixture member (no upline) signed in, whose header answers; the calls of the page under test
 * come from `routes`, which may also override the header's.
 */
export function signInMember(routes: Routes = {}, { balance, merchant = true }: SignInOptions = {}) {
  setMemberSession();
  if (merchant) window.sessionStorage.setItem('merchantCode', 'demo');
  return stubApi({ ...memberHeaderRoutes(balance), ...routes });
}

/**
 * A member of the demo merchant with an upline, signed in, whose header answers (details, balance,
 * avatar, security, inbox); the calls of the page under test come from `routes`.
 */
export function signInUplineMember(routes: Routes, balance: object = VND_BALANCE) {
  setMemberSession({ toUpline: true });
  window.sessionStorage.setItem('merchant', '{"merchantCode":"demo"}');
  window.sessionStorage.setItem('merchantCode', 'demo');
  return stubApi({
    ...memberHeaderRoutes(balance),
    '/wps/member/info': { ...MEMBER, toUpline: true },
    ...routes,
  });
}

/**
 * Opens the lobby as the signed-in member, waits for the header to know them, then opens `page` of
 * the member centre; returns the queries bound to the centre's dialog.
 */
export async function openMemberCentrePage(page: MemberCentreKey) {
  renderRoute('/hot', makePermission());
  await findAccountButton();
  useMemberCentreStore.getState().open(page);
  return within(await findMemberCentre());
}

/** Closes the member centre, so a page a test left open does not open in the next test. */
export const closeMemberCentre = () => useMemberCentreStore.setState({ page: null });
