import { within } from '@testing-library/react';
import { type MemberCentreKey, useMemberCentreStore } from '@/features/member-center';
import { useSessionStore } from '@/lib/session-store';
import { stubApi } from './fetch-stub';
import { makePermission } from './fixtures';
import { MEMBER } from './member-fixtures';
import { renderRoute } from './render-app';
import { findAccountButton, findMemberCentre } from './shell-queries';

type Routes = Parameters<typeof stubApi>[0];

/** The security answer of a member with nothing to verify: no KYC prompt comes up. */
export const NO_KYC = { info: { idVerification: { enabled: false, isComplete: false, status: 'N' } } };
export const VND_BALANCE = {
  currency: 'VND',
  sumBalance: '100.00',
  cash: '100.00',
  bonus: '0.00',
  locked: '0.00',
};

/**
 * A member of the demo merchant with an upline, signed in, whose header answers (details, balance,
 * avatar, security, inbox); the calls of the page under test come from `routes`.
 */
export function signInUplineMember(routes: Routes) {
  useSessionStore.getState().setToken('tok-1');
  useSessionStore.getState().setProfile({
    nickname: MEMBER.nickname,
    account: MEMBER.account,
    customerId: MEMBER.id,
    isAgent: 0,
    toUpline: true,
  });
  window.sessionStorage.setItem('merchant', '{"merchantCode":"demo"}');
  window.sessionStorage.setItem('merchantCode', 'demo');
  return stubApi({
    '/wps/member/info': { ...MEMBER, toUpline: true },
    '/wps/v2/wallets/balance': VND_BALANCE,
    '/wps/v2/member/securityConfig': NO_KYC,
    '/wps/member/info/icon': { avatarId: 3, url: '/avatars/3.webp' },
    '/wps/relay/CSP_unreadCount': { count: 0 },
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
