import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { banner, noticeAnswer } from '@/test/content-fixtures';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';

const stub = (banners: ReturnType<typeof banner>[]) =>
  stubApi({ '/wps/system/helpCenter': HELP_ITEMS, '/wps/system/notice': noticeAnswer({ banners }) });

describe('route banners', () => {
  it('turns through the route group banners every 5000 ms while seen, back to the first after the last', async () => {
    // A clock the test moves past the turn instead of waiting five real seconds; it also runs on
    // its own so the page's fetches and Testing Library's waits go on as before.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    stub([banner(1, 'home', 'Welcome bonus'), banner(2, 'home', 'Daily draws'), banner(3, 'rng', 'Slots')]);
    renderRoute('/', makePermission());
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(carousel).toHaveAttribute('data-group', 'home');
    expect(carousel).toHaveAttribute('data-autoplay', '5000');
    // The first banner is fetched first, at its size; the others only when the row is about to
    // turn to them or the visitor reaches for it.
    const first = within(carousel).getByRole('img', { name: 'Welcome bonus' });
    expect(first).toHaveAttribute('width', '1200');
    expect(first).toHaveAttribute('height', '400');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(within(carousel).queryByRole('img', { name: 'Daily draws' })).not.toBeInTheDocument();
    expect(within(carousel).queryByRole('img', { name: 'Slots' })).not.toBeInTheDocument();
    expect(within(carousel).getAllByRole('link')[0]).toHaveAttribute('href', '/promotions');

    // The row scrolls itself: each turn asks the track for the next slide, the last for the first.
    const track = within(carousel).getByTestId('banner-track');
    const asked: number[] = [];
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
    track.scrollTo = ((options: ScrollToOptions) => {
      asked.push(options.left ?? 0);
      track.scrollLeft = options.left ?? 0;
      track.dispatchEvent(new Event('scroll'));
    }) as typeof track.scrollTo;
    const slides = [...track.children] as HTMLElement[];
    for (const [i, slide] of slides.entries()) Object.defineProperty(slide, 'offsetLeft', { value: i * 300 });
    const dots = within(carousel).getAllByRole('button', { name: /^Show banner \d of 2$/ });
    expect(dots).toHaveLength(2);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dots[1] as HTMLElement);
    expect(asked).toEqual([300]);
    expect(within(carousel).getByRole('img', { name: 'Daily draws' })).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(dots[1]).toHaveAttribute('aria-current', 'true'));
    await act(() => vi.advanceTimersByTimeAsync(5100));
    expect(asked).toEqual([300, 0]);
  });

  it('draws the later banners shortly before the first turn, without the visitor doing anything', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    stub([banner(1, 'home', 'Welcome bonus'), banner(2, 'home', 'Daily draws')]);
    renderRoute('/', makePermission());
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel).queryByRole('img', { name: 'Daily draws' })).not.toBeInTheDocument();
    // Still before the first turn, at 5000 ms.
    await act(() => vi.advanceTimersByTimeAsync(4500));
    expect(within(carousel).getByRole('img', { name: 'Daily draws' })).toBeInTheDocument();
  });

  it('reads no layout of the row when it is drawn', async () => {
    // Measuring the track while the first screen is being built forces the browser to lay out the
    // page in the middle of the start; a new row is at its first slide anyway.
    const width = vi.spyOn(Element.prototype, 'clientWidth', 'get');
    const scroll = vi.spyOn(Element.prototype, 'scrollLeft', 'get');
    onTestFinished(() => {
      width.mockRestore();
      scroll.mockRestore();
    });
    stub([banner(1, 'home', 'Welcome bonus'), banner(2, 'home', 'Daily draws')]);
    renderRoute('/', makePermission());
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    const track = within(carousel).getByTestId('banner-track');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(width.mock.contexts).not.toContain(track);
    expect(scroll.mock.contexts).not.toContain(track);
    const dots = within(carousel).getAllByRole('button', { name: /^Show banner \d of 2$/ });
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
  });

  it('keeps a single banner still', async () => {
    stub([banner(3, 'rng', 'Slots')]);
    renderRoute('/rng', makePermission());
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel).getByRole('img', { name: 'Slots' })).toBeInTheDocument();
    expect(carousel).not.toHaveAttribute('data-autoplay');
  });

  it('offers a banner at a phone’s and a desktop’s widths', async () => {
    stub([banner(3, 'rng', 'Slots')]);
    renderRoute('/rng', makePermission());
    const image = within(await screen.findByRole('region', { name: 'Featured' })).getByRole('img', {
      name: 'Slots',
    });
    const url = '/wps/content/images/00000000-0000-4000-8000-000000000003';
    expect(image).toHaveAttribute('srcset', `${url}?w=480 480w, ${url}?w=768 768w, ${url}?w=1200 1200w`);
    expect(image).toHaveAttribute('sizes', '(min-width: 1280px) 1200px, 100vw');
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
