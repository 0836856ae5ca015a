import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, type StubRoutes, staffMe, stubServer } from '@/test/render-console';

function game(id: number, name: string, extra: object = {}) {
  return {
    id,
    code: `g${id}`,
    name,
    vendorCode: 'PRAGMATIC',
    vendorName: 'Pragmatic Play',
    gameType: 'RNG',
    classify: 'SLOT',
    isHot: id === 1,
    isNew: false,
    hidden: false,
    catalogMaintenance: false,
    maintenance: { on: false, message: null, from: null, until: null, active: false },
    updatedAt: null,
    ...extra,
  };
}

const VENDORS = [{ code: 'PRAGMATIC', name: 'Pragmatic Play' }];

function catalogDesk(permissions: string[], routes: StubRoutes = {}) {
  setStaffToken('t');
  return stubServer({
    'GET /bo/api/session/me': staffMe(permissions, ['content']),
    'GET /bo/api/catalog/games': {
      value: {
        rows: [
          game(1, 'Sweet Bonanza'),
          game(2, 'Gates of Olympus', {
            hidden: true,
            maintenance: { on: true, message: 'Back soon', from: null, until: null, active: true },
          }),
        ],
        total: 2,
        vendors: VENDORS,
      },
    },
    ...routes,
  });
}

describe('the game catalog', () => {
  it('lists the games with their visibility and maintenance, filtered from the address', async () => {
    const calls = catalogDesk(['content.read', 'content.write']);
    renderConsole('/games?vendor=PRAGMATIC&visibility=hidden');
    const table = await screen.findByRole('table', { name: 'Game catalog' });
    const row = within(table).getByText('Gates of Olympus').closest('tr') as HTMLElement;
    expect(within(row).getByText('Hidden')).toBeInTheDocument();
    expect(within(row).getByText('Under maintenance')).toBeInTheDocument();
    expect(within(row).getByText('Back soon')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 · 2 games')).toBeInTheDocument();
    const asked = calls.find((c) => c.url.pathname === '/bo/api/catalog/games')?.url.searchParams;
    expect(asked?.get('vendor')).toBe('PRAGMATIC');
    expect(asked?.get('visibility')).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('says so when no game matches', async () => {
    catalogDesk(['content.read'], {
      'GET /bo/api/catalog/games': { value: { rows: [], total: 0, vendors: VENDORS } },
    });
    renderConsole('/games?name=nothing');
    expect(await screen.findByText('No games match')).toBeInTheDocument();
  });

  it('hides a game from its row', async () => {
    const calls = catalogDesk(['content.read', 'content.write'], {
      'PUT /bo/api/catalog/games/1': { value: game(1, 'Sweet Bonanza', { hidden: true }) },
    });
    renderConsole('/games');
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Sweet Bonanza' }));
    expect(await screen.findByText('Sweet Bonanza is hidden from the lobby.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ hidden: true });
  });

  it("sets a game's maintenance message, and refuses a window that ends before it starts", async () => {
    const calls = catalogDesk(['content.read', 'content.write'], {
      'PUT /bo/api/catalog/games/1': { value: game(1, 'Sweet Bonanza') },
    });
    renderConsole('/games');
    await userEvent.click(await screen.findByRole('button', { name: 'Maintenance of Sweet Bonanza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance of Sweet Bonanza' });
    await userEvent.click(within(dialog).getByLabelText('Under maintenance'));
    await userEvent.type(within(dialog).getByLabelText('Message to players'), 'Upgrade until 10:00');
    await userEvent.type(within(dialog).getByLabelText('Starts'), '2030-01-02T10:00');
    await userEvent.type(within(dialog).getByLabelText('Ends'), '2030-01-01T10:00');
    expect(within(dialog).getByText('The end must come after the start.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Starts'));
    await userEvent.clear(within(dialog).getByLabelText('Ends'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      maintenance: { on: true, message: 'Upgrade until 10:00', from: null, until: null },
    });
  });

  it('offers no changes to a role that may only read', async () => {
    catalogDesk(['content.read']);
    renderConsole('/games');
    await screen.findByRole('table', { name: 'Game catalog' });
    expect(screen.queryByRole('button', { name: 'Hide Sweet Bonanza' })).not.toBeInTheDocument();
  });
});
