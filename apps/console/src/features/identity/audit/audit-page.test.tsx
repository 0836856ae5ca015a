import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

const ENTRY = {
  id: '31',
  staffId: '1',
  action: 'kyc.approve',
  targetType: 'member',
  targetId: '7',
  before: { kycStatus: 'P' },
  after: { kycStatus: 'A' },
  ip: '127.0.0.1',
  at: '2026-12-05T10:00:00.000Z',
};

describe('the audit log', () => {
  it('filters by target, lists who did what, and opens the before and after of a row', async () => {
    setStaffToken('t');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['audit.read']),
      'GET /bo/api/audit': (url) => ({ value: url.searchParams.get('targetId') === '7' ? [ENTRY] : [] }),
    });
    const { router } = renderConsole('/audit');
    expect(await screen.findByText('No audit entries')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Target type'), 'member');
    await user.type(screen.getByLabelText('Target ID'), '7');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(router.state.location.search).toBe('?targetType=member&targetId=7');
    expect(calls.at(-1)?.url.searchParams.get('targetType')).toBe('member');
    const row = within(table).getByText('kyc.approve').closest('tr')!;
    expect(within(row).getByText('Staff 1')).toBeInTheDocument();
    expect(within(row).getByText('member #7')).toBeInTheDocument();

    await user.click(row);
    const detail = screen.getByRole('region', { name: 'Entry 31' });
    expect(within(detail).getByText(/"kycStatus": "P"/)).toBeInTheDocument();
    expect(within(detail).getByText(/"kycStatus": "A"/)).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Entry 31' })).not.toBeInTheDocument();
  });

  it('a failed load says why and can be tried again', async () => {
    setStaffToken('t');
    let fail = true;
    stubServer({
      'GET /bo/api/session/me': staffMe(['audit.read']),
      'GET /bo/api/audit': () =>
        fail
          ? { status: 403, code: 'STAFF_FORBIDDEN', message: 'Your role does not allow this action' }
          : { value: [] },
    });
    renderConsole('/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this action');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No audit entries')).toBeInTheDocument();
  });
});
