import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { MEMBER } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';

/** The centre's pages load on first use. */
const LAZY = { timeout: 5000 };

type Routes = Parameters<typeof stubApi>[0];

/** agent01 signed in on the demo brand, with what the header asks for; the centre's own routes come from the test. */
export function signInAgent(routes: Routes) {
  useSessionStore.getState().setToken('tok-agent');
  window.sessionStorage.setItem('merchantCode', 'demo');
  return stubApi({
    '/wps/member/info': { ...MEMBER, id: '5', nickname: 'agent01', account: 'agent01', type: 1 },
    '/wps/v2/wallets/balance': { sumBalance: '1000.00' },
    '/wps/v2/member/securityConfig': {
      info: { idVerification: { enabled: false, isComplete: false, status: 'N' } },
    },
    '/wps/member/info/icon': { avatarId: 3, url: '/avatars/3.webp' },
    '/wps/relay/CSP_unreadCount': { count: 0 },
    ...routes,
  });
}

/** Opens the agent centre from the account menu. */
export async function openCentre() {
  const user = userEvent.setup();
  renderRoute('/hot', makePermission());
  await waitFor(() => expect(useSessionStore.getState().profile?.isAgent).toBe(1));
  await user.click(await screen.findByTestId('account-button'));
  await user.click(screen.getByRole('menuitem', { name: 'Agent centre' }));
  const centre = await screen.findByRole('dialog', { name: 'Agent centre' }, LAZY);
  return { user, centre };
}

/** Opens the agent centre and one page of its menu. */
export async function openPage(name: string) {
  const opened = await openCentre();
  await opened.user.click(within(opened.centre).getByRole('button', { name }));
  return opened;
}
