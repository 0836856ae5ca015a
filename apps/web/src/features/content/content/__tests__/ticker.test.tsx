import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { announcement, listAnswer, noticeAnswer } from '@/test/content-fixtures';
import { failure, stubApi } from '@/test/fetch-stub';
import { HELP_ITEMS, makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';

const titles = Array.from({ length: 11 }, (_, i) => ({ id: 100 + i, title: `Notice ${100 + i}` }));

function stub(notice: Parameters<typeof stubApi>[0][string]) {
  return stubApi({
    '/wps/system/helpCenter': HELP_ITEMS,
    '/wps/system/notice': notice,
    '/wps/relay/MCSFE_getListAnnouncements': (url: URL) => {
      const page = Number(url.searchParams.get('pageNo'));
      const ids = page === 1 ? titles.slice(0, 9) : titles.slice(9);
      return listAnswer(
        ids.map((n) => announcement(n.id, n.title)),
        page,
        2,
      );
    },
  });
}

describe('notice ticker', () => {
  it('scrolls the notice titles, once for assistive technology', async () => {
    stub(noticeAnswer({ player: titles }));
    renderRoute('/', makePermission());
    const ticker = await screen.findByRole('region', { name: 'Announcements' });
    const buttons = await within(ticker).findAllByRole('button', { name: /^Notice/ });
    // The second copy of the track is hidden, so each title is one button.
    expect(buttons.map((b) => b.textContent)).toEqual(titles.map((n) => n.title));
    expect(ticker.querySelector('.animate-ticker')).not.toBeNull();
  });

  it('opens the notice modal at the clicked notice, on its page', async () => {
    const api = stub(noticeAnswer({ player: titles }));
    renderRoute('/', makePermission());
    const ticker = await screen.findByRole('region', { name: 'Announcements' });
    await userEvent.click(await within(ticker).findByRole('button', { name: 'Notice 102' }));
    const modal = await screen.findByRole('dialog', { name: 'Announcements' });
    const open = await within(modal).findByRole('button', { name: /Notice 102/, expanded: true });
    expect(open).toBeInTheDocument();
    expect(within(modal).getByText('Details of notice 102.')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: /Notice 101/, expanded: false })).toBeInTheDocument();

    // The tenth notice lives on page 2 (9 per page).
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(ticker).getByRole('button', { name: 'Notice 110' }));
    expect(await screen.findByText('Details of notice 110.')).toBeInTheDocument();
    const pages = api.mock.calls
      .map(([input]) => new URL(String(input), window.location.origin))
      .filter((u) => u.pathname === '/wps/relay/MCSFE_getListAnnouncements')
      .map((u) => `${u.searchParams.get('type')}:${u.searchParams.get('pageNo')}`);
    expect(pages).toEqual(['notice:1', 'notice:2']);
  });

  it('says so when there are no notices, or they cannot be read', async () => {
    stub(noticeAnswer());
    const empty = renderRoute('/', makePermission());
    expect(await screen.findByText('No announcements at the moment.')).toBeInTheDocument();
    empty.unmount();

    stub(() => failure('UNAVAILABLE', 'down', 503));
    renderRoute('/', makePermission());
    expect(await screen.findByText('Announcements are unavailable right now.')).toBeInTheDocument();
  });
});
