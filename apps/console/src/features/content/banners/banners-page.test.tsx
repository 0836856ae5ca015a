import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

/** The screen's code loads on first use: loaded once before the tests, and a first answer may still take a while. */
const OPENING = { timeout: 15_000 };
beforeAll(() => import('@/features/content'), 60_000);

const banner = (id: number, title: string, sort: number, active = true) => ({
  id,
  merchantId: 1,
  language: 'EN',
  groupName: 'home',
  imageId: `00000000-0000-4000-8000-00000000000${id}`,
  url: `/wps/content/images/00000000-0000-4000-8000-00000000000${id}`,
  title,
  linkageType: 0,
  link: null,
  sort,
  active,
  updatedAt: '2026-12-01T10:00:00.000Z',
});

describe('the banners', () => {
  it('lists the banners, turns one off and moves one up its group', async () => {
    setStaffToken('t');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['content.read', 'content.write']),
      'GET /bo/api/content/banners': { value: [banner(1, 'Welcome', 0), banner(2, 'Jackpot', 10)] },
      'PUT /bo/api/content/banners/1': { value: banner(1, 'Welcome', 10, false) },
      'PUT /bo/api/content/banners/2': { value: banner(2, 'Jackpot', 0) },
    });
    renderConsole('/banners');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Banners' }, OPENING);
    expect(within(table).getByText('Welcome')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Move Welcome up' })).toBeDisabled();
    await user.click(within(table).getByRole('button', { name: 'Disable Welcome' }));
    await user.click(within(table).getByRole('button', { name: 'Move Jackpot up' }));
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => [c.url.pathname, c.body]);
    expect(puts).toContainEqual(['/bo/api/content/banners/1', { active: false }]);
    expect(puts).toContainEqual(['/bo/api/content/banners/2', { sort: 0 }]);
    expect(puts).toContainEqual(['/bo/api/content/banners/1', { sort: 10 }]);
  });

  it('says when a language has none, and previews a new banner at phone and desktop width', async () => {
    setStaffToken('t');
    stubServer({
      'GET /bo/api/session/me': staffMe(['content.read', 'content.write']),
      'GET /bo/api/content/banners': { value: [] },
    });
    renderConsole('/banners');
    const user = userEvent.setup();
    expect(await screen.findByText('No banners here yet', undefined, OPENING)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    const form = await screen.findByRole('form', { name: 'New banner' });
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Phone, 375 px')).toBeInTheDocument();
    expect(within(preview).getByText('Desktop, 1440 px')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Upload an image')).toBeInTheDocument();
  });

  it('hides the editing for read-only staff and shows a failed load', async () => {
    setStaffToken('t');
    stubServer({
      'GET /bo/api/session/me': staffMe(['content.read']),
      'GET /bo/api/content/banners': { status: 500, code: 'INTERNAL', message: 'Server error' },
    });
    renderConsole('/banners');
    expect(await screen.findByRole('alert', undefined, OPENING)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New banner' })).not.toBeInTheDocument();
  });
});
