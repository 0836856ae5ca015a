import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { findPageTitle } from '@/test/shell-queries';

/** jsdom does not scroll: track window.scrollY by hand and record every scrollTo. */
function fakeScroll() {
  let y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  const scrollTo = vi.fn((_x: number, top: number) => {
    y = top;
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  return {
    scrollTo,
    set: (top: number) => {
      y = top;
      window.dispatchEvent(new Event('scroll'));
    },
    get: () => y,
  };
}

beforeEach(() => {
  stubApi({ '/wps/system/helpCenter': HELP_ITEMS });
});

/** Opens home, scrolls half way down it and follows the footer link to promotions. */
async function promotionsFromHalfWayDownHome(scroll: ReturnType<typeof fakeScroll>) {
  const { router } = renderRoute('/', makePermission());
  // The first lazy page load of the run is slow on a busy machine.
  await screen.findByTestId('home-page', {}, { timeout: 10_000 });
  scroll.set(900);
  await userEvent.click(
    within(await screen.findByTestId('footer')).getByRole('link', { name: 'Promotions' }),
  );
  await screen.findByTestId('promotions-page');
  return router;
}

describe('scroll on navigation', () => {
  it('opens a new page at its top and returns to the old position on back', async () => {
    const scroll = fakeScroll();
    const router = await promotionsFromHalfWayDownHome(scroll);
    expect(router.state.location.pathname).toBe('/promotions');
    expect(scroll.get()).toBe(0);

    await act(() => router.navigate(-1));
    await findPageTitle('Home');
    expect(scroll.get()).toBe(900);
  });

  it('follows a restored page that is still growing, holding the old position', async () => {
    const scroll = fakeScroll();
    let height = 5000;
    scroll.scrollTo.mockImplementation((_x: number, top: number) => {
      scroll.set(Math.min(top, height));
    });
    const observers: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const router = await promotionsFromHalfWayDownHome(scroll);
    expect(scroll.get()).toBe(0);

    // Back on a page whose sections are still loading: only 600 px can be scrolled at first.
    height = 600;
    await act(() => router.navigate(-1));
    await findPageTitle('Home');
    expect(scroll.get()).toBe(600);
    height = 5000;
    for (const grown of observers) grown();
    expect(scroll.get()).toBe(900);
  });

  // The stored positions outlive the document, and every document's first entry has the same
  // router key: only a reload or a back/forward into the document may bring its position back.
  function arriveBy(type: string, stored: Record<string, number>) {
    window.sessionStorage.setItem('scroll-positions', JSON.stringify(stored));
    vi.spyOn(window.performance, 'getEntriesByType').mockImplementation((kind: string) =>
      kind === 'navigation' ? ([{ type }] as unknown as PerformanceEntryList) : [],
    );
  }

  it('opens a page reached by a link or a typed address at its top, whatever the last one stored', async () => {
    const scroll = fakeScroll();
    arriveBy('navigate', { default: 529, 'default:/': 529 });
    renderRoute('/', makePermission());
    await screen.findByTestId('home-page', {}, { timeout: 10_000 });
    expect(scroll.get()).toBe(0);
    expect(scroll.scrollTo).not.toHaveBeenCalledWith(0, 529);
  });

  it('returns a reloaded page to where the visitor was, and only the page that was stored', async () => {
    const scroll = fakeScroll();
    arriveBy('reload', { 'default:/': 529, 'default:/promotions': 300 });
    renderRoute('/', makePermission());
    await screen.findByTestId('home-page', {}, { timeout: 10_000 });
    expect(scroll.get()).toBe(529);
  });
});
