import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { stubScreenWidth } from '@/test/screen-width';
import { cashBalance, signInMember } from '@/test/signed-in';

const LAZY = { timeout: 10_000 };
/** A brand without an outside live-chat address: its members are served by the built-in chat. */
const builtIn = makePermission({ customerService: [] });
const withDesk = makePermission({
  customerService: [{ csType: 'LIVECHAT', path: 'https://chat.brand.test/1', title: 'Live chat 24/7' }],
});

function signIn(unread = 0) {
  signInMember(
    {
      '/wps/system/helpCenter': HELP_ITEMS,
      '/wps/referral/status': { enabled: false },
      '/wps/support-chat': { status: null, messages: [], hasMore: false },
      '/wps/support-chat/unread': { count: unread },
      '/wps/support-chat/read': { count: 0 },
    },
    { balance: cashBalance('10.00', 'USD'), merchant: false },
  );
}

/** The side menu (the drawer on a phone), opened the way a phone opens it where it is one. */
async function sideMenu() {
  const menu = screen.getByRole('complementary', { name: 'Menu' });
  const open = screen.queryByRole('button', { name: 'Open menu' });
  if (open) await userEvent.click(open);
  return menu;
}

describe('customer service on a phone', { timeout: 30_000 }, () => {
  it("opens the built-in support chat from a button of its own, not only the footer's link", async () => {
    stubScreenWidth(375);
    signIn();
    renderRoute('/', builtIn);
    await screen.findByTestId('home-page', {}, LAZY);
    // The header has no room for its menu on a phone.
    expect(
      within(screen.getByTestId('header')).queryByRole('button', { name: 'Customer service' }),
    ).toBeNull();
    const entry = await screen.findByTestId('phone-support-button', {}, LAZY);
    expect(entry).toHaveAccessibleName('Support chat');
    expect(entry.closest('footer')).toBeNull();
    expect(entry.parentElement).toHaveClass('fixed', 'sm:hidden');

    await userEvent.click(entry);
    const dialog = await screen.findByRole('dialog', { name: 'Support chat' });
    expect(await within(dialog).findByText(/No messages yet/, {}, LAZY)).toBeInTheDocument();
  });

  it('names the unread replies on the button', async () => {
    stubScreenWidth(375);
    signIn(2);
    renderRoute('/hot', builtIn);
    const entry = await screen.findByTestId('phone-support-button', {}, LAZY);
    await waitFor(() => expect(entry).toHaveAccessibleName('Support chat, 2 unread'));
    expect(entry).toHaveTextContent('2');
  });

  it("opens a brand's outside desk in its pop-up", async () => {
    stubScreenWidth(375);
    const open = vi.fn(() => ({ opener: window }) as unknown as Window);
    vi.stubGlobal('open', open);
    stubApi({ '/wps/system/helpCenter': HELP_ITEMS });
    renderRoute('/hot', withDesk);
    const entry = await screen.findByTestId('phone-support-button', {}, LAZY);
    expect(entry).toHaveAccessibleName('Live chat 24/7');
    await userEvent.click(entry);
    expect(open).toHaveBeenCalledWith(
      'https://chat.brand.test/1',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );
  });

  it('offers a visitor of a built-in brand nothing to open, and stays off a game being played', async () => {
    stubScreenWidth(375);
    stubApi({ '/wps/system/helpCenter': HELP_ITEMS });
    const visitor = renderRoute('/hot', builtIn);
    await screen.findByTestId('lobby-page', {}, LAZY);
    await screen.findByRole('navigation', { name: 'Main sections' }, LAZY);
    expect(screen.queryByTestId('phone-support-button')).toBeNull();
    visitor.unmount();

    signIn();
    renderRoute('/seamless', builtIn);
    await screen.findByTestId('seamless-page', {}, LAZY);
    await screen.findByRole('navigation', { name: 'Main sections' }, LAZY);
    expect(screen.queryByTestId('phone-support-button')).toBeNull();
  });

  it('is not built on a wide screen, where the header has the menu', async () => {
    stubScreenWidth(1440);
    signIn();
    renderRoute('/hot', builtIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Customer service' }, LAZY));
    expect(screen.getByRole('menuitem', { name: /Support chat/ })).toBeInTheDocument();
    expect(screen.queryByTestId('phone-support-button')).toBeNull();
  });
});

describe('side menu', { timeout: 30_000 }, () => {
  it('offers the support chat and hides the chat room the brand does not have', async () => {
    stubScreenWidth(375);
    signIn();
    renderRoute('/hot', builtIn);
    await screen.findByTestId('lobby-page', {}, LAZY);
    const menu = await sideMenu();
    await within(menu).findByRole('button', { name: /Rewards/ });
    expect(within(menu).queryByRole('button', { name: 'Chat room' })).toBeNull();
    await userEvent.click(await within(menu).findByRole('button', { name: 'Support chat' }, LAZY));
    expect(await screen.findByRole('dialog', { name: 'Support chat' })).toBeInTheDocument();
  });

  it('shows the chat room entry where the brand switched the module on', async () => {
    stubScreenWidth(1440);
    stubApi({ '/wps/system/helpCenter': HELP_ITEMS });
    renderRoute('/hot', makePermission({ whitelabel: { modules: { DIRECTREG3: true, CHATROOM3: true } } }));
    await screen.findByTestId('lobby-page', {}, LAZY);
    const menu = await sideMenu();
    await userEvent.click(await within(menu).findByRole('button', { name: 'Chat room' }, LAZY));
    expect(await screen.findByTestId('coming-soon-dialog')).toBeInTheDocument();
  });
});
