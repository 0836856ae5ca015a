import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, type StubRoutes, staffMe, stubServer } from '@/test/render-console';

function connection(vendorCode: string, extra: object = {}) {
  return {
    vendorCode,
    merchantCode: 'lotus',
    login: '',
    providerId: '',
    secretSet: false,
    apiTokenSet: false,
    apiUrl: null,
    launchUrl: null,
    enabled: false,
    updatedAt: null,
    ...extra,
  };
}

function vendorDesk(routes: StubRoutes = {}) {
  setStaffToken('t');
  return stubServer({
    'GET /bo/api/session/me': staffMe(['vendors.manage']),
    'GET /bo/api/vendors/PRAGMATIC/credentials': {
      value: connection('PRAGMATIC', {
        login: 'lotus_pp',
        providerId: 'PragmaticPlay',
        secretSet: true,
        enabled: true,
        updatedAt: '2026-12-05T09:30:00.000Z',
      }),
    },
    'GET /bo/api/vendors/EVOLUTION/credentials': { value: connection('EVOLUTION') },
    'GET /bo/api/vendors/HUB88/credentials': { value: connection('HUB88') },
    ...routes,
  });
}

describe('the vendor connections', () => {
  it('shows whether a secret is set, never the secret, and keeps it when the field stays empty', async () => {
    const calls = vendorDesk({
      'PUT /bo/api/vendors/PRAGMATIC/credentials': { value: connection('PRAGMATIC', { secretSet: true }) },
    });
    renderConsole('/vendors');
    const card = await screen.findByRole('region', { name: 'PRAGMATIC' });
    expect(await within(card).findByText(/^Secret set · last changed/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'HUB88' })).getByText('No secret set yet'),
    ).toBeInTheDocument();
    const secret = within(card).getByLabelText('Secret');
    expect(secret).toHaveValue('');
    await userEvent.click(within(card).getByRole('button', { name: 'Save connection' }));
    expect(await screen.findByText('The connection to PRAGMATIC is saved.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ login: 'lotus_pp', providerId: 'PragmaticPlay', enabled: true });
    expect(sent).not.toHaveProperty('secret');
  });

  it('tests the connection and imports the games, showing each outcome', async () => {
    vendorDesk({
      'POST /bo/api/vendors/PRAGMATIC/test-connection': {
        value: {
          vendorCode: 'PRAGMATIC',
          merchantCode: 'lotus',
          ok: false,
          reason: 'fetch failed',
          listed: null,
          simulator: false,
        },
      },
      'POST /bo/api/vendors/PRAGMATIC/import-games': {
        value: { vendorCode: 'PRAGMATIC', merchantCode: 'lotus', listed: 12, imported: 10, created: 4 },
      },
    });
    renderConsole('/vendors');
    const card = await screen.findByRole('region', { name: 'PRAGMATIC' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Test connection' }));
    expect(await within(card).findByText('The test failed: fetch failed')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Import games' }));
    await waitFor(() =>
      expect(within(card).getByText('12 games listed: 4 added, 6 updated.')).toBeInTheDocument(),
    );
  });
});
