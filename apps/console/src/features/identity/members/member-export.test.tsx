import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { catchDownloads } from '@/test/downloads';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

describe('the member search’s export', () => {
  it('downloads the members matching the filters in the address, without paging, as CSV', async () => {
    setStaffToken('staff-token');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['members.read']),
      'GET /bo/api/members': { value: { items: [], nextCursor: null } },
      'GET /bo/api/members.csv': { value: 'csv' },
    });
    const saved = catchDownloads();
    renderConsole('/members?username=player&status=locked&registeredFrom=2026-12-01');
    await screen.findByText('No member matches these filters');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['members.csv blob:file']));
    const csv = calls.find((c) => c.url.pathname === '/bo/api/members.csv')!;
    expect(csv.auth).toBe('Bearer staff-token');
    expect(Object.fromEntries(csv.url.searchParams)).toEqual({
      username: 'player',
      status: 'locked',
      registeredFrom: '2026-12-01T00:00:00.000Z',
    });
  });

  it('says why a refused export failed beside the button', async () => {
    setStaffToken('t');
    stubServer({
      'GET /bo/api/session/me': staffMe(['members.read']),
      'GET /bo/api/members': { value: { items: [], nextCursor: null } },
      'GET /bo/api/members.csv': { status: 403, code: 'STAFF_FORBIDDEN', message: 'x' },
    });
    renderConsole('/members');
    await screen.findByText('No member matches these filters');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this action'),
    );
  });
});
