import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

/** The screen's code loads on first use: loaded once before the tests, and a first answer may still take a while. */
const OPENING = { timeout: 15_000 };
beforeAll(() => import('@/features/content'), 60_000);

const notice = (id: number, kind: string, title: string, publishedAt = '2026-01-01T00:00:00.000Z') => ({
  id,
  merchantId: 1,
  kind,
  audience: kind === 'popup' ? 'member' : 'all',
  language: 'EN',
  title,
  content: 'Text',
  sort: 0,
  active: true,
  publishedAt,
  endsAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('the notices and popups', () => {
  it('lists notices with their schedule, switches to popups and schedules a new one for members', async () => {
    setStaffToken('t');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['content.read', 'content.write']),
      'GET /bo/api/content/notices': (url) =>
        url.searchParams.get('kind') === 'popup'
          ? { value: [] }
          : {
              value: [
                notice(1, 'notice', 'Maintenance tonight'),
                notice(2, 'notice', 'Later', '2099-01-01T00:00:00.000Z'),
              ],
            },
      'POST /bo/api/content/notices': (_url, init) => ({
        value: { ...notice(3, 'popup', 'x'), ...JSON.parse(String(init?.body)) },
      }),
    });
    renderConsole('/notices');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Notices and ticker' }, OPENING);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Showing')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Scheduled')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Popups' }));
    expect(await screen.findByText('No popups in this language')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New popup' }));
    const form = await screen.findByRole('form', { name: 'New popup' });
    await user.type(within(form).getByLabelText('Title'), 'Weekend bonus');
    await user.type(within(form).getByLabelText('Text'), 'Double points all weekend');
    await user.selectOptions(within(form).getByLabelText('Who sees it'), 'member');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved “Weekend bonus”.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')?.body;
    expect(sent).toMatchObject({ kind: 'popup', audience: 'member', language: 'EN', title: 'Weekend bonus' });
  });
});
