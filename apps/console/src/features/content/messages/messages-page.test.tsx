import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

const sent = {
  id: '3',
  merchantCode: 'demo',
  audience: { kind: 'vipLevel', level: 2 },
  title: 'Weekend bonus',
  content: 'Enjoy',
  sentBy: 'ops.anna',
  recipients: 40,
  readCount: 12,
  createdAt: '2026-12-05T10:00:00.000Z',
};

describe('internal messages', () => {
  it('says when nothing was sent yet', async () => {
    setStaffToken('t');
    stubServer({
      'GET /bo/api/session/me': staffMe(['messages.read'], ['auditor']),
      'GET /bo/api/messages': { value: { list: [], next: null } },
    });
    renderConsole('/messages');
    expect(await screen.findByText('No messages sent yet')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New message' })).not.toBeInTheDocument();
  });

  it('lists sendings with how many read them, and sends to one member', async () => {
    setStaffToken('t');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['messages.read', 'messages.send'], ['customer_service']),
      'GET /bo/api/messages': { value: { list: [sent], next: null } },
      'POST /bo/api/messages': { value: { sent: 1 } },
    });
    renderConsole('/messages');
    const table = await screen.findByRole('table', { name: 'Sent messages' });
    expect(within(table).getByText('VIP level 2')).toBeInTheDocument();
    expect(within(table).getByText('12 of 40')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New message' });
    await userEvent.type(within(form).getByLabelText('Member username'), 'player.one');
    await userEvent.type(within(form).getByLabelText('Title'), 'Hello');
    await userEvent.type(within(form).getByLabelText('Message'), 'Your withdrawal is on its way');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Sent to 1 members')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        audience: { kind: 'member', username: 'player.one' },
        title: 'Hello',
        content: 'Your withdrawal is on its way',
      }),
    );
  });
});
