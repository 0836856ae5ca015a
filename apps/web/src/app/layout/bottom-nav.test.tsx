import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthModal } from '@/features/identity/auth';
import { useMemberCentreStore } from '@/features/identity/member-center';
import { showLanguage } from '@/lib/i18n/change-language';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { closeMemberCentre } from '@/test/signed-in';
import { BALANCE, renderSignedIn, signedInWallet } from '@/test/wallet-kit';
import { bottomTabOf } from './bottom-tabs';

const LAZY = { timeout: 10_000 };

/** jsdom applies no CSS: a phone-hidden element is one whose own or ancestor class hides it below md. */
function shownOnPhone(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const classes = node.classList;
    if (
      classes.contains('hidden') ||
      classes.contains('max-md:hidden') ||
      classes.contains('max-sm:hidden')
    ) {
      return false;
    }
  }
  return true;
}

const bar = () => screen.getByRole('navigation', { name: 'Main sections' });
// The bar is built in the task after the page's first render.
const barBuilt = () => screen.findByRole('navigation', { name: 'Main sections' });

afterEach(closeMemberCentre);

describe('phone bottom tab bar, visitor', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubApi({ '/wps/system/helpCenter': HELP_ITEMS });
  });

  it('lists home, games, lottery, promotions and account, and lights the current section', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/', makePermission());
    await screen.findByTestId('home-page', {}, LAZY);
    const nav = await barBuilt();
    expect(nav).toHaveClass('md:hidden');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'Games', 'Lottery', 'Promotions']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Games' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hot'));
    await waitFor(() =>
      expect(within(bar()).getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(bar()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await user.click(within(bar()).getByRole('link', { name: 'Lottery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lotteryCenter'));
    await waitFor(() =>
      expect(within(bar()).getByRole('link', { name: 'Lottery' })).toHaveAttribute('aria-current', 'page'),
    );

    await user.click(within(bar()).getByRole('link', { name: 'Promotions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
    await waitFor(() =>
      expect(within(bar()).getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('asks a visitor to log in from the account tab', async () => {
    const user = userEvent.setup();
    renderRoute('/hot', makePermission());
    await screen.findByTestId('lobby-page', {}, LAZY);
    await user.click(within(await barBuilt()).getByRole('button', { name: 'Account' }));
    expect(useAuthModal.getState().view).toMatchObject({ kind: 'login' });
  });

  it('speaks the visitor language', async () => {
    await showLanguage('VI');
    renderRoute('/hot', makePermission());
    await screen.findByTestId('lobby-page', {}, LAZY);
    const nav = await screen.findByRole('navigation', { name: 'Mục chính' }, LAZY);
    expect(within(nav).getByRole('button', { name: 'Tài khoản' })).toBeInTheDocument();
  });
});

describe('phone header and tab bar, signed-in member', { timeout: 30_000 }, () => {
  it('shows the balance with its refresh in the phone header, and deposit in the tab bar', async () => {
    const user = userEvent.setup();
    let calls = 0;
    signedInWallet({
      '/wps/v2/wallets/balance': () => {
        calls += 1;
        return { ...BALANCE, sumBalance: calls === 1 ? '1234567.50' : '20.00' };
      },
    });
    await renderSignedIn();
    const header = screen.getByTestId('header');
    const value = within(header).getByTestId('header-balance-value');
    await waitFor(() => expect(value).toHaveTextContent('1,234,567.50'));
    expect(shownOnPhone(value)).toBe(true);
    const refresh = within(header).getByRole('button', { name: 'Refresh balance' });
    expect(shownOnPhone(refresh)).toBe(true);
    await user.click(refresh);
    await waitFor(() => expect(value).toHaveTextContent('20.00'));

    const nav = bar();
    expect(within(nav).queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Deposit' }));
    expect(useMemberCentreStore.getState().page).toBe('depositv2');
    expect(within(bar()).getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('bottomTabOf', () => {
  it('keeps a section lit on all of its pages', () => {
    expect(bottomTabOf('/')).toBe('home');
    expect(bottomTabOf('/index.html')).toBe('home');
    expect(bottomTabOf('/rng')).toBe('games');
    expect(bottomTabOf('/inhouse/dice')).toBe('games');
    expect(bottomTabOf('/lottery')).toBe('lottery');
    expect(bottomTabOf('/vnLottery')).toBe('lottery');
    expect(bottomTabOf('/promoDetail')).toBe('promotions');
    expect(bottomTabOf('/help')).toBeNull();
    expect(bottomTabOf('/hotel')).toBeNull();
  });
});
