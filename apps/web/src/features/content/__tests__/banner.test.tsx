import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { banner, noticeAnswer } from './fixtures';

const stub = (banners: ReturnType<typeof banner>[]) =>
  stubApi({ '/wps/system/helpCenter': HELP_ITEMS, '/wps/system/notice': noticeAnswer({ banners }) });

describe('route banners', () => {
  it('loops and autoplays the route group banners every 5000 ms when there are several', async () => {
    stub([banner(1, 'home', 'Welcome bonus'), banner(2, 'home', 'Daily draws'), banner(3, 'rng', 'Slots')]);
    renderRoute('/', makePermission());
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(carousel).toHaveAttribute('data-group', 'home');
    expect(carousel).toHaveAttribute('data-autoplay', '5000');
    // The first banner shows at once, as a plain image the browser fetches first.
    const first = within(carousel).getAllByRole('img', { name: 'Welcome bonus' })[0];
    expect(first).toHaveAttribute('width', '1200');
    expect(first).toHaveAttribute('height', '400');
    // The moving carousel, with every banner, takes over once the browser is idle.
    expect((await within(carousel).findAllByRole('img', { name: 'Daily draws' })).length).toBeGreaterThan(0);
    expect(within(carousel).queryByRole('img', { name: 'Slots' })).not.toBeInTheDocument();
    expect(within(carousel).getAllByRole('link')[0]).toHaveAttribute('href', '/promotions');
  });

  it('keeps a single banner still', async () => {
    stub([banner(3, 'rng', 'Slots')]);
    renderRoute('/rng', makePermission());
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel).getByRole('img', { name: 'Slots' })).toBeInTheDocument();
    expect(carousel).not.toHaveAttribute('data-autoplay');
  });

  it('shows the designed hero for a group without banners', async () => {
    stub([banner(1, 'home')]);
    renderRoute('/live', makePermission());
    expect(await screen.findByTestId('banner-slot')).toHaveAttribute('data-group', 'live');
  });

  it('prefers the help page banners of w_help', async () => {
    stub([banner(4, 'help', 'Help'), banner(5, 'w_help', 'Help centre')]);
    renderRoute('/help', makePermission());
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel).getByRole('img', { name: 'Help centre' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('img', { name: 'Help' })).not.toBeInTheDocument();
  });
});
