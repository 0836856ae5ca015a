import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

function calendar(permissions: string[], days: { region: string; day: string; name: string }[]) {
  setStaffToken('t');
  const list = [...days];
  return stubServer({
    'GET /bo/api/session/me': staffMe(permissions, ['risk']),
    'GET /bo/api/lottery/holidays': () => ({ value: { list } }),
    'PUT /bo/api/lottery/holidays/MB/2026-02-17': (_url, init) => {
      const h = { region: 'MB', day: '2026-02-17', name: JSON.parse(String(init?.body)).name };
      list.push(h);
      return { value: { ...h, created: true, cancelledDraws: 1 } };
    },
    'DELETE /bo/api/lottery/holidays/MB/2026-01-01': () => {
      list.splice(0, 1);
      return { value: { region: 'MB', day: '2026-01-01', name: 'New Year', restoredDraws: 1 } };
    },
  });
}

describe('the holiday calendar', () => {
  it('lists the non-draw days and removes one', async () => {
    const calls = calendar(
      ['lottery.read', 'lottery.calendar'],
      [{ region: 'MB', day: '2026-01-01', name: 'New Year' }],
    );
    renderConsole('/lottery/holidays');
    const table = await screen.findByRole('table', { name: 'Holiday calendar' });
    expect(within(table).getByText('New Year')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Remove 2026-01-01 MB' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2026-01-01 removed; 1 draws made again');
    expect(await screen.findByText('No non-draw days in this year')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('adds a day after checking the form', async () => {
    const calls = calendar(['lottery.read', 'lottery.calendar'], []);
    renderConsole('/lottery/holidays');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add a non-draw day' });
    await user.click(within(form).getByRole('button', { name: 'Add day' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(within(form).getByLabelText('Day'), '2026-02-17');
    await user.type(within(form).getByLabelText('Name'), 'Tết');
    await user.click(within(form).getByRole('button', { name: 'Add day' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2026-02-17 added; 1 draws cancelled');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Tết' });
  });

  it('shows the calendar without changes to a role that may only read it', async () => {
    calendar(['lottery.read'], [{ region: 'MN', day: '2026-04-30', name: 'Reunification Day' }]);
    renderConsole('/lottery/holidays');
    await screen.findByRole('table', { name: 'Holiday calendar' });
    expect(screen.queryByRole('form', { name: 'Add a non-draw day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
