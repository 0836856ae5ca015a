import { PAGE_BANNERS, PAGE_MODULES } from '@pf/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { HELP_BARE_ROUTE, PAGE_ROUTES } from './page-routes';

/** Every route of the spec's §2 table, and what should answer it. */
const SPEC_ROUTES: Array<[string, string]> = [
  ['/', 'home-page'],
  ['/index', 'home-page'],
  ['/index.html', 'home-page'],
  ['/home', 'home-page'],
  ['/help#privacy', 'help-page'],
  ['/hot', 'lobby-page'],
  ['/fav', 'lobby-page'],
  ...['/rng', '/live', '/fish', '/pvp', '/sports', '/esports', '/inhouse', '/cockfight', '/bingo'].map(
    (p): [string, string] => [p, 'lobby-page'],
  ),
  ['/elott', 'lottery-lobby-page'],
  ['/lotteryCenter', 'lottery-lobby-page'],
  ['/lottery?gameCode=L1&playType=2D', 'lottery-game-error'],
  ['/vnLottery?gameCode=VN1', 'lottery-game-error'],
  ['/providers?vassalage=PG', 'lobby-page'],
  ['/promotions', 'promotions-page'],
  ['/promoDetail?id=7', 'promo-detail-page'],
  ['/pointMall', 'point-mall-page'],
  ['/register', 'register-page'],
  ['/register.html', 'register-page'],
  ['/down', 'download-page'],
  ['/game', 'game-page'],
  ['/seamless', 'seamless-page'],
  ['/helpmc', 'help-bare-page'],
  ['/login', 'login-page'],
];

beforeEach(() => {
  stubApi({
    '/wps/system/helpCenter': HELP_ITEMS,
    '/wps/promotions': { categories: [], list: [] },
    '/wps/promotions/7': {
      id: 7,
      category: 'event',
      language: 'EN',
      title: 'Lottery double week',
      summary: 'Double prizes',
      imageUrl: '/wps/content/images/a',
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: null,
      terms: 'Plain terms.',
    },
  });
});

describe('routes', () => {
  it.each(SPEC_ROUTES)('%s renders its page', async (path, testId) => {
    renderRoute(path, makePermission());
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.queryByTestId('not-found-page')).not.toBeInTheDocument();
  });

  it('shows on every page the banner group the server names for it (its first banner is preloaded)', () => {
    const routes = [...PAGE_ROUTES, HELP_BARE_ROUTE];
    for (const route of routes) {
      expect(route.handle.banner, route.path).toBe(PAGE_BANNERS[route.path] ?? null);
    }
    for (const path of Object.keys(PAGE_BANNERS)) {
      expect(
        routes.some((r) => r.path === path),
        path,
      ).toBe(true);
    }
  });

  it('loads every page from the module the server names for its path (its chunks are preloaded)', () => {
    const routes = [...PAGE_ROUTES, HELP_BARE_ROUTE];
    for (const route of routes) {
      expect(route.lazy.module, route.path).toBe(PAGE_MODULES[route.path]);
      // The loader imports the module it is named for.
      expect(String(route.lazy), route.path).toContain(`features/${route.lazy.module}`);
    }
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(routes.map((r) => r.path).sort());
  });

  it('answers unknown paths with the not-found page inside the layout', async () => {
    renderRoute('/no/such/page', makePermission());
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
    expect(screen.getByTestId('header')).toBeInTheDocument();
  });

  it('shows help articles with their anchors on /help', async () => {
    renderRoute('/help#terms', makePermission());
    expect(await screen.findByTestId('help-article-terms')).toHaveAttribute('id', 'terms');
    expect(screen.getByTestId('help-article-privacy')).toHaveAttribute('id', 'privacy');
  });
});
