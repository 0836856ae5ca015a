import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';

const URL_OF_BANNER = '/wps/content/images/first-home';

/** The banner the server draws over the page for `page` (site-page.ts), beside the app's root. */
function serverPage(page: string, group = 'home') {
  document.body.innerHTML =
    '<div id="root"></div><div id="first-banner" class="boot-page" aria-hidden="true"><div class="boot-main">' +
    `<img class="boot-banner" data-banner-group="${group}" data-page="${page}" src="${URL_OF_BANNER}" ` +
    'width="1200" height="400" alt="" /></div></div>';
}

const serverCopy = () => document.getElementById('first-banner');

// What the server drew is read once per app start: each test starts the app's modules afresh.
async function fresh() {
  vi.resetModules();
  return import('./shell-banner');
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the banner the server drew over the page', () => {
  it('is read once, and remembered after it has been taken off the page', async () => {
    serverPage('/');
    const { shellBanner, releaseShellBanner } = await fresh();
    expect(shellBanner()).toEqual({ group: 'home', url: URL_OF_BANNER });
    expect(serverCopy()).not.toBeNull();
    releaseShellBanner();
    expect(serverCopy()).toBeNull();
    expect(shellBanner()).toEqual({ group: 'home', url: URL_OF_BANNER });
  });

  it('is not taken for another address (the offline copy of home served for a lobby), and goes', async () => {
    serverPage('/');
    window.history.replaceState(null, '', '/rng');
    expect((await fresh()).shellBanner()).toBeNull();
    expect(serverCopy()).toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
    expect((await fresh()).shellBanner()).toBeNull();
  });

  it('stays while the banner list is on its way, the frame drawing the same picture, and goes once it is drawn', async () => {
    // The app rendered here is this file's own (imported above): its first look at the page is now.
    serverPage('/');
    stubApi({
      '/wps/system/helpCenter': HELP_ITEMS,
      // The list never answers in this test: the frame keeps the server's picture.
      '/wps/system/notice': () => new Promise(() => {}),
    });
    renderRoute('/', makePermission());
    const loading = await screen.findByRole('status', { name: 'Loading banners' });
    const picture = within(loading).getByRole('presentation');
    expect(picture).toHaveAttribute('src', URL_OF_BANNER);
    expect(picture).toHaveAttribute('srcset', expect.stringContaining(`${URL_OF_BANNER}?w=480 480w`));
    expect(loading).not.toHaveClass('animate-pulse');
    expect(serverCopy()).not.toBeNull();
    fireEvent.load(picture);
    expect(serverCopy()).toBeNull();
  });
});

describe('the banner the server drew over a page without its banner', () => {
  it('goes when the frame shows no banner there', async () => {
    serverPage('/hot', 'home');
    window.history.replaceState(null, '', '/hot');
    stubApi({ '/wps/system/helpCenter': HELP_ITEMS, '/wps/system/notice': () => new Promise(() => {}) });
    renderRoute('/hot', makePermission());
    await waitFor(() => expect(serverCopy()).toBeNull());
  });
});
