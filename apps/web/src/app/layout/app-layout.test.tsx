import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { stubScreenWidth } from '@/test/screen-width';
import {
  appHeader,
  findHeaderButton,
  findLoginButton,
  findLoginPopup,
  findPageTitle,
} from '@/test/shell-queries';

/** The side bar (the drawer on a phone), named as the menu it is. */
const sideBar = () => screen.getByRole('complementary', { name: 'Menu', hidden: true });

/** jsdom has no matchMedia; pretend to be a desktop so mini mode applies. */
function desktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  stubApi({ '/wps/system/helpCenter': HELP_ITEMS });
});

describe('layout', () => {
  it('frames home with header, side bar, home banner, help tabs and footer', async () => {
    renderRoute('/', makePermission());
    expect(await findPageTitle('Home')).toBeInTheDocument();
    expect(screen.getAllByRole('banner')[0]).toHaveTextContent('Lucky Star');
    expect(sideBar()).toBeInTheDocument();
    // Without banners from the API the designed hero stands in.
    expect(await screen.findByTestId('banner-slot')).toHaveAttribute('data-group', 'home');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('© 2024-2050 Lucky Star');
    expect(screen.getByRole('complementary', { name: 'Follow us' })).toBeInTheDocument();
    // The first help items, sorted by their sort order.
    const tabs = await within(await screen.findByRole('region', { name: 'Good to know' })).findAllByRole(
      'tab',
    );
    expect(tabs.map((t) => t.textContent)).toEqual(['Terms and conditions', 'Privacy policy']);
  });

  it('picks the banner group from the route and shows none where the spec maps none', async () => {
    const rng = renderRoute('/rng', makePermission());
    await findPageTitle('Slots');
    expect(await screen.findByTestId('banner-slot')).toHaveAttribute('data-group', 'rng');
    rng.unmount();

    renderRoute('/hot', makePermission());
    await findPageTitle('Hot games');
    expect(screen.queryByTestId('banner-slot')).not.toBeInTheDocument();
  });

  it('shows sign-up only when the merchant has DIRECTREG3', async () => {
    const on = renderRoute('/hot', makePermission());
    expect(await findHeaderButton('Sign up')).toBeInTheDocument();
    on.unmount();

    renderRoute('/hot', makePermission({ whitelabel: { modules: { DIRECTREG3: false } } }));
    await findLoginButton();
    expect(appHeader().queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('forces the side bar mini and hides the right bar on /seamless and /vnLottery', async () => {
    desktop();
    for (const [path, page] of [
      ['/seamless', 'seamless-page'],
      // No API answers here, so the betting page shows its designed error state.
      ['/vnLottery?gameCode=VN1', 'lottery-game-error'],
    ] as const) {
      const view = renderRoute(path, makePermission());
      await screen.findByTestId(page);
      expect(sideBar()).toHaveAttribute('data-mini', 'true');
      expect(screen.queryByRole('complementary', { name: 'Follow us' })).not.toBeInTheDocument();
      view.unmount();
    }
    renderRoute('/hot', makePermission());
    await findPageTitle('Hot games');
    expect(sideBar()).toHaveAttribute('data-mini', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(sideBar()).toHaveAttribute('data-mini', 'true');
  });

  it('toggles the theme on <html> and remembers it', async () => {
    renderRoute('/hot', makePermission());
    const toggle = await screen.findByRole('button', { name: /^Switch to (dark|light) theme$/ });
    const before = document.documentElement.dataset.theme ?? 'dark';
    await userEvent.click(toggle);
    const after = before === 'dark' ? 'light' : 'dark';
    expect(document.documentElement).toHaveClass(after);
    expect(document.documentElement.dataset.theme).toBe(after);
    expect(window.localStorage.getItem('theme')).toBe(after);
  });

  it('opens the login pop-up for member-only side-bar entries and stays on the page (login gate)', async () => {
    const { router } = renderRoute('/hot', makePermission());
    await userEvent.click(await screen.findByRole('button', { name: /Rewards/ }));
    expect(await findLoginPopup()).toBeInTheDocument();
    // A gated login (not from the header) asks for the terms.
    expect(await screen.findByRole('checkbox', { name: /legal age/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hot');
  });
});

/** A phone-sized screen: `min-width` queries answer as a 375 px wide browser would. */
const phone = () => stubScreenWidth(375);

describe('phone drawer', () => {
  it('on a phone, builds no right bar, header categories or header service menu, and the drawer entries on first opening', async () => {
    phone();
    renderRoute('/hot', makePermission());
    await findPageTitle('Hot games');
    const header = screen.getAllByRole('banner')[0] as HTMLElement;
    expect(screen.queryByRole('complementary', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('navigation', { name: 'Games' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
    const drawer = sideBar();
    expect(within(drawer).queryByRole('button', { name: /Rewards/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await within(drawer).findByRole('button', { name: /Rewards/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // Closed again, the entries stay built: the next opening is instant.
    expect(within(drawer).getByRole('button', { name: /Rewards/, hidden: true })).toBeInTheDocument();
  });

  it('opens from the header, locks page scroll, and closes on Escape', async () => {
    renderRoute('/hot', makePermission());
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
