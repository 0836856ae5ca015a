import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

const ticket = {
  id: '5',
  merchantCode: 'demo',
  username: 'player.two',
  questionType: 'deposit',
  content: 'My deposit has not arrived yet',
  phone: null,
  status: 'open',
  answer: null,
  createdAt: '2026-12-05T10:00:00.000Z',
  answeredAt: null,
};

describe('the feedback desk', () => {
  it('shows the empty state of a status with no tickets', async () => {
    setStaffToken('t');
    stubServer({
      'GET /bo/api/session/me': staffMe(['messages.read', 'messages.send'], ['customer_service']),
      'GET /bo/api/feedback': { value: [] },
    });
    renderConsole('/feedback');
    expect(await screen.findByText('No open tickets')).toBeInTheDocument();
  });

  it('lists open tickets and answers one', async () => {
    setStaffToken('t');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['messages.read', 'messages.send'], ['customer_service']),
      'GET /bo/api/feedback': { value: [ticket] },
      'POST /bo/api/feedback/5/answer': { value: { ...ticket, status: 'answered', answer: 'Credited now.' } },
    });
    renderConsole('/feedback');
    const table = await screen.findByRole('table', { name: 'Feedback tickets' });
    expect(within(table).getByText('Deposit')).toBeInTheDocument();
    await userEvent.click(within(table).getByText('player.two'));
    const panel = screen.getByRole('region', { name: 'Ticket of player.two' });
    await userEvent.type(within(panel).getByLabelText('Answer'), 'Credited now.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ answer: 'Credited now.' }),
    );
  });
});
