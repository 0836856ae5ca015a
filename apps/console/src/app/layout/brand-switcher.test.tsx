import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

const BRANDS = [
  { id: 1, code: 'demo', name: 'Lucky Lotus' },
  { id: 2, code: 'sunrise', name: 'Sunrise' },
];

/** The signed-in operator on `merchantId`, with the two brands to choose from. */
function meOn(merchantId: number | null, allBrands = false) {
  const me = staffMe(['audit.read']);
  return { value: { ...me.value, merchantId, allBrands, brands: BRANDS } };
}

describe('the brand an operator works on', () => {
  it("names the session's brand and switches to another, reading every screen again", async () => {
    setStaffToken('t');
    let current: number | null = 1;
    const calls = stubServer({
      'GET /bo/api/session/me': () => meOn(current),
      'GET /bo/api/audit': { value: [] },
      'POST /bo/api/session/brand': (_url, init) => {
        current = (JSON.parse(String(init?.body)) as { merchantId: number | null }).merchantId;
        return meOn(current);
      },
    });
    renderConsole('/audit');
    const switcher = await screen.findByRole('combobox', { name: 'Brand to work on' });
    expect(screen.getByText(/· Lucky Lotus$/)).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Sunrise');
    const auditReads = () => calls.filter((c) => c.url.pathname === '/bo/api/audit').length;
    const before = auditReads();
    await userEvent.selectOptions(switcher, 'Sunrise');
    await waitFor(() => expect(screen.getByText(/· Sunrise$/)).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ merchantId: 2 });
    await waitFor(() => expect(auditReads()).toBeGreaterThan(before));
  });

  it('offers every brand to a platform operator, and nothing to switch with a single brand', async () => {
    setStaffToken('t');
    stubServer({ 'GET /bo/api/session/me': meOn(null, true), 'GET /bo/api/audit': { value: [] } });
    const view = renderConsole('/audit');
    const switcher = await screen.findByRole('combobox', { name: 'Brand to work on' });
    expect(switcher).toHaveValue('all');
    view.unmount();
    stubServer({
      'GET /bo/api/session/me': {
        value: { ...staffMe(['audit.read']).value, allBrands: false, brands: [BRANDS[0]] },
      },
      'GET /bo/api/audit': { value: [] },
    });
    renderConsole('/audit');
    expect(await screen.findByText(/· Lucky Lotus$/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Brand to work on' })).not.toBeInTheDocument();
  });
});
