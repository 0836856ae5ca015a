import type { PromotionDetail } from '@pf/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';

const promo = (id: number, category: PromotionDetail['category'], title: string): PromotionDetail => ({
  id,
  category,
  language: 'EN',
  title,
  summary: `${title} in short`,
  imageUrl: `/wps/content/images/00000000-0000-4000-8000-00000000000${id}`,
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: id === 3 ? '2026-04-01T00:00:00.000Z' : null,
  terms: 'Open to everyone.\n\n- First rule\n- <b>Second</b> rule',
});

const LIST = {
  categories: ['new_player', 'cashback'],
  list: [promo(1, 'new_player', 'Sign up and get 50,000 VND'), promo(3, 'cashback', 'Weekly cashback 10%')],
};

describe('promotions page', () => {
  it('shows the cards with artwork and period, and filters by category tab', async () => {
    stubApi({ '/wps/system/helpCenter': HELP_ITEMS, '/wps/promotions': LIST });
    renderRoute('/promotions', makePermission());

    const tabs = await screen.findByRole('tablist', { name: 'Promotion categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'New player', 'Cashback']);
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Sign up and get 50,000 VND', 'Weekly cashback 10%']);
    const card = within(panel).getByRole('link', { name: /Weekly cashback 10%/ });
    expect(card).toHaveAttribute('href', '/promoDetail?id=3');
    expect(card.querySelector('img')).toHaveAttribute('src', LIST.list[1]?.imageUrl);
    // Offered at a phone's and a desktop's card widths.
    expect(card.querySelector('img')?.getAttribute('srcset')).toBe(
      [480, 768, 960].map((w) => `${LIST.list[1]?.imageUrl}?w=${w} ${w}w`).join(', '),
    );
    expect(within(card).getByText(/Mar 1, 2026 – Apr 1, 2026/)).toBeInTheDocument();
    expect(within(panel).getByText(/no end date/)).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Cashback' }));
    expect(within(tabs).getByRole('tab', { name: 'Cashback' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Weekly cashback 10%']);
  });

  it('says so when there are no promotions', async () => {
    stubApi({ '/wps/system/helpCenter': HELP_ITEMS, '/wps/promotions': { categories: [], list: [] } });
    renderRoute('/promotions', makePermission());
    expect(await screen.findByRole('heading', { name: 'No promotions right now' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that recovers', async () => {
    let calls = 0;
    stubApi({
      '/wps/system/helpCenter': HELP_ITEMS,
      '/wps/promotions': () => (++calls === 1 ? failure('INTERNAL', 'Server trouble', 500) : LIST),
    });
    renderRoute('/promotions', makePermission());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Promotions could not be loaded')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Sign up and get 50,000 VND/ })).toBeInTheDocument();
  });
});

describe('promotion detail', () => {
  it('shows artwork, title, period and the terms as text lists', async () => {
    stubApi({
      '/wps/system/helpCenter': HELP_ITEMS,
      '/wps/promotions/3': promo(3, 'cashback', 'Weekly cashback 10%'),
      '/wps/bonus/offer/3': { offer: null },
    });
    renderRoute('/promoDetail?id=3', makePermission());
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly cashback 10%' })).toBeInTheDocument();
    const art = screen.getByTestId('promo-detail-page').querySelector('img');
    expect(art).toHaveAttribute('sizes', '(min-width: 800px) 768px, 100vw');
    expect(art?.getAttribute('srcset')).toMatch(/\?w=480 480w, .*\?w=768 768w, .*\?w=1200 1200w$/);
    // A promotion without an open bonus shows no bonus panel.
    expect(screen.queryByTestId('promo-bonus')).not.toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'Terms and conditions' });
    expect(within(terms).getByText('Open to everyone.')).toBeInTheDocument();
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['First rule', '<b>Second</b> rule']);
    // Markup in terms stays text.
    expect(terms.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
  });

  it('answers an unknown or malformed id with a designed not-found', async () => {
    stubApi({
      '/wps/system/helpCenter': HELP_ITEMS,
      '/wps/promotions/99': () => failure('PROMOTION_NOT_FOUND', 'Promotion not found', 404),
    });
    renderRoute('/promoDetail?id=99', makePermission());
    expect(await screen.findByRole('heading', { name: 'Promotion not found' })).toBeInTheDocument();
  });
});

describe('registration promo swiper', () => {
  it("shows the 'new_player' promotions", async () => {
    stubApi({
      '/wps/system/helpCenter': HELP_ITEMS,
      '/wps/promotions': (url: URL) =>
        url.searchParams.get('category') === 'new_player'
          ? { categories: LIST.categories, list: [LIST.list[0]] }
          : LIST,
    });
    renderRoute('/register', makePermission());
    const slot = await screen.findByTestId('register-promo');
    await within(slot).findByText('Sign up and get 50,000 VND');
    expect(slot).toHaveAttribute('data-count', '1');
    expect(within(slot).getByRole('link', { name: 'Sign up and get 50,000 VND' })).toHaveAttribute(
      'href',
      '/promoDetail?id=1',
    );
  });
});
