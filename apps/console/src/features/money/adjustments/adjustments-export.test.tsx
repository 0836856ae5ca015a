import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { catchDownloads } from '@/test/downloads';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

describe('the adjustments’ export', () => {
  it('downloads the adjustments of the chosen status as CSV with the staff token', async () => {
    setStaffToken('staff-token');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['cashier.read'], ['auditor']),
      'GET /bo/api/finance/adjustments': { value: { items: [], nextCursor: null } },
      'GET /bo/api/finance/adjustments.csv': { value: 'csv' },
    });
    const saved = catchDownloads();
    renderConsole('/adjustments');
    const user = userEvent.setup();
    await screen.findByRole('tab', { name: 'Rejected' });
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['adjustments-rejected.csv blob:file']));
    const csv = calls.find((c) => c.url.pathname === '/bo/api/finance/adjustments.csv')!;
    expect(csv.auth).toBe('Bearer staff-token');
    expect(Object.fromEntries(csv.url.searchParams)).toEqual({ status: 'rejected' });
  });

  it('is not offered to a role that cannot read the adjustments', async () => {
    setStaffToken('t');
    stubServer({ 'GET /bo/api/session/me': staffMe(['members.read'], ['customer_service']) });
    renderConsole('/adjustments');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
