import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { MEMBER } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';

const permission = makePermission({
  customerService: [
    { csType: 'LIVECHAT', path: 'https://chat.brand.test/1', title: 'Live chat 24/7' },
    { csType: 'VIP', path: 'https://chat.brand.test/2', title: 'VIP host' },
  ],
});

function signedIn(rankLevel: number) {
  useSessionStore.getState().setToken('tok-1');
  stubApi({
    '/wps/system/helpCenter': HELP_ITEMS,
    '/wps/member/info': { ...MEMBER, clubLabel: { ...MEMBER.clubLabel, rankLevel } },
    '/wps/v2/wallets/balance': { sumBalance: '10.00' },
    '/wps/v2/member/securityConfig': {
      info: { idVerification: { enabled: false, isComplete: false, status: 'N' } },
    },
    '/wps/member/info/icon': { avatarId: 1, url: '/avatars/1.webp' },
  });
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Customer service' }));
  return screen.getByRole('menu', { name: 'Customer service' });
}

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  open = vi.fn(() => ({ opener: window }) as unknown as Window);
  vi.stubGlobal('open', open);
});

describe('customer service', () => {
  it('serves visitors on live chat in a 440x750 pop-up', async () => {
    stubApi({ '/wps/system/helpCenter': HELP_ITEMS });
    renderRoute('/hot', permission);
    const menu = await openMenu();
    expect(within(menu).queryByText('VIP host')).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Live chat 24\/7/ }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.brand.test/1',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );
  });

  it('serves a member at rank level 4 on live chat and one above 4 on the VIP channel', async () => {
    signedIn(4);
    const { unmount } = renderRoute('/hot', permission);
    await screen.findByTestId('header-member-bar');
    expect(within(await openMenu()).getByRole('menuitem', { name: /Live chat 24\/7/ })).toBeInTheDocument();
    unmount();

    signedIn(5);
    renderRoute('/hot', permission);
    await screen.findByTestId('header-member-bar');
    const menu = await openMenu();
    await within(menu).findByRole('menuitem', { name: /VIP host/ });
    expect(within(menu).queryByText('Live chat 24/7')).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /VIP host/ }));
    expect(open).toHaveBeenCalledWith('https://chat.brand.test/2', 'customer-service', expect.any(String));
  });

  it('says so when the browser blocks the pop-up', async () => {
    open.mockReturnValue(null);
    stubApi({ '/wps/system/helpCenter': HELP_ITEMS });
    renderRoute('/hot', permission);
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: /Live chat/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer service' });
    expect(dialog).toHaveTextContent('Popup blocked. Please allow popups and try again.');
  });
});
