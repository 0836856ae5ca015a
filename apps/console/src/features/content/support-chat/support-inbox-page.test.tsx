import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, type StubRoutes, staffMe, stubServer } from '@/test/render-console';

function chat(id: string, username: string, assignedTo: string | null = null) {
  return {
    id,
    merchantCode: 'demo',
    username,
    status: 'open',
    lastMessageAt: '2026-12-05T10:00:00.000Z',
    lastText: 'Where is my deposit?',
    unread: 1,
    assignedTo,
    assignedName: assignedTo ? 'ops.anna' : null,
  };
}

function desk(list: unknown[], extra: StubRoutes = {}) {
  setStaffToken('t');
  return stubServer({
    'GET /bo/api/session/me': staffMe(['support.read', 'support.reply'], ['customer_service']),
    'GET /bo/api/support-chats': { value: list },
    'GET /bo/api/support-canned-replies': {
      value: [{ id: '1', title: 'Greeting', text: 'Hello, how can I help?', createdBy: '1', createdAt: '' }],
    },
    'GET /bo/api/support-agents': {
      value: [
        { id: '1', username: 'ops.anna' },
        { id: '2', username: 'ops.ben' },
      ],
    },
    ...extra,
  });
}

describe('the support chat inbox', () => {
  it('says so when no conversation is waiting', async () => {
    desk([]);
    renderConsole('/support-chat');
    // The first test opens the screen's code cold, and on a loaded machine that takes a while.
    expect(await screen.findByText('No conversations', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('lists conversations, takes one and answers it with a canned reply', async () => {
    let held: string | null = null;
    const calls = desk([chat('7', 'player.one')], {
      'GET /bo/api/support-chats': () => ({ value: [chat('7', 'player.one', held)] }),
      'GET /bo/api/support-chats/7': () => ({
        value: {
          chat: chat('7', 'player.one', held),
          status: 'open',
          hasMore: false,
          messages: [
            {
              id: '1',
              from: 'member',
              text: 'Where is my deposit?',
              createdAt: '2026-12-05T10:00:00.000Z',
              read: true,
            },
          ],
        },
      }),
      'PUT /bo/api/support-chats/7/read': { value: chat('7', 'player.one') },
      'POST /bo/api/support-chats/7/take': () => {
        held = '1';
        return { value: chat('7', 'player.one', '1') };
      },
      'POST /bo/api/support-chats/7/reply': {
        value: {
          id: '2',
          from: 'staff',
          text: 'Hello, how can I help?',
          createdAt: '2026-12-05T10:01:00.000Z',
          read: false,
        },
      },
    });
    renderConsole('/support-chat');
    const table = await screen.findByRole('table', { name: 'Conversations' });
    await userEvent.click(within(table).getByText('player.one'));
    const panel = await screen.findByRole('region', { name: 'player.one’s conversation' });
    expect(within(panel).getByText('Take the conversation to answer it.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Take it' }));
    await userEvent.selectOptions(await within(panel).findByLabelText('Canned reply'), 'Greeting');
    expect(within(panel).getByLabelText('Reply')).toHaveValue('Hello, how can I help?');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname.endsWith('/reply'))?.body).toEqual({
        text: 'Hello, how can I help?',
      }),
    );
    expect(calls.some((c) => c.method === 'PUT' && c.url.pathname.endsWith('/read'))).toBe(true);
  });
});
