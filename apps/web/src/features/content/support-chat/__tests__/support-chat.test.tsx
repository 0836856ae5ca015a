import type { ChatMessage } from '@pf/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyPushEvent } from '@/app/push-sync';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { cashBalance, signInMember } from '@/test/signed-in';

const LAZY = { timeout: 5000 };
/** A brand with no outside live-chat address: its members get the built-in chat. */
const permission = makePermission({ customerService: [] });

/** A conversation behind the stubbed API: sends append, staff replies are added by the test. */
function chatServer() {
  const lines: ChatMessage[] = [];
  let seq = 0;
  const add = (from: ChatMessage['from'], text: string) => {
    seq += 1;
    const line = { id: String(seq), from, text, createdAt: '2026-03-01T08:00:00Z', read: false };
    lines.push(line);
    return line;
  };
  const routes = {
    '/wps/support-chat': (url: URL) => {
      const before = Number(url.searchParams.get('before') ?? Number.POSITIVE_INFINITY);
      const limit = Number(url.searchParams.get('limit'));
      const older = lines.filter((l) => Number(l.id) < before);
      return {
        status: lines.length ? 'open' : null,
        messages: older.slice(-limit),
        hasMore: older.length > limit,
      };
    },
    '/wps/support-chat/unread': () => ({ count: lines.filter((l) => l.from === 'staff' && !l.read).length }),
    '/wps/support-chat/read': () => {
      for (const l of lines) if (l.from === 'staff') l.read = true;
      return { count: 0 };
    },
    '/wps/support-chat/messages': (_url: URL, init?: RequestInit) =>
      add('member', JSON.parse(String(init?.body)).text as string),
    '/wps/support-chat/typing': null,
  };
  return { routes, add };
}

/** The member signed in with a USD wallet and no merchant in the session. */
const signIn = (routes: Parameters<typeof stubApi>[0]) =>
  signInMember(routes, { balance: cashBalance('10.00', 'USD'), merchant: false });

async function openChat(name = 'Customer service') {
  await userEvent.click(await screen.findByRole('button', { name }, LAZY));
  const menu = screen.getByRole('menu', { name: 'Customer service' });
  await userEvent.click(within(menu).getByRole('menuitem', { name: /Support chat/ }));
  return screen.findByRole('dialog', { name: 'Support chat' });
}

describe('built-in support chat', { timeout: 20_000 }, () => {
  it('opens where the brand has no live-chat address, sends, and shows a staff reply as it is pushed', async () => {
    const user = userEvent.setup();
    const server = chatServer();
    const api = signIn(server.routes);
    const { queryClient } = renderRoute('/hot', permission);

    const dialog = await openChat();
    expect(await within(dialog).findByText(/No messages yet/)).toBeInTheDocument();
    const box = within(dialog).getByRole('textbox', { name: 'Your message' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(box, '  Where is my deposit?  ');
    await user.click(send);
    const history = await within(dialog).findByRole('list', { name: 'Conversation' });
    expect(within(history).getByRole('listitem')).toHaveTextContent('You: Where is my deposit?');
    expect(bodyOf(api, '/wps/support-chat/messages')).toEqual({ text: 'Where is my deposit?' });
    expect(box).toHaveValue('');

    // Staff reply on the back office; the push channel names `chat`, the open dialog shows it.
    server.add('staff', 'It is credited now.');
    act(() => applyPushEvent(queryClient, 'chat'));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent('Support: It is credited now.');
    // On screen is read.
    await waitFor(() => expect(callsTo(api, '/wps/support-chat/read')).toBe(1));

    // Enter sends too; Shift+Enter would only break the line.
    await user.type(box, 'Thanks!{Enter}');
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
  });

  it('opens from the footer too', async () => {
    signIn(chatServer().routes);
    renderRoute('/hot', permission);
    const footer = await screen.findByTestId('footer', {}, LAZY);
    await userEvent.click(await within(footer).findByRole('button', { name: 'Support chat' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Support chat' });
    expect(await within(dialog).findByText(/No messages yet/)).toBeInTheDocument();
  });

  it('shows the unread replies on the header button', async () => {
    const server = chatServer();
    server.add('member', 'Hello?');
    server.add('staff', 'Hi, how can we help?');
    signIn(server.routes);
    renderRoute('/hot', permission);
    const dialog = await openChat('Customer service, 1 unread');
    expect(await within(dialog).findByText('Hi, how can we help?')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument());
  });

  it('shows the newest lines first and earlier ones on request', async () => {
    const user = userEvent.setup();
    const server = chatServer();
    for (let i = 1; i <= 35; i += 1) server.add(i % 2 ? 'member' : 'staff', `line ${i}`);
    signIn(server.routes);
    renderRoute('/hot', permission);
    const dialog = await openChat('Customer service, 17 unread');
    const history = await within(dialog).findByRole('list', { name: 'Conversation' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(30);
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('line 6');
    await user.click(within(dialog).getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(35));
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('line 1');
    expect(within(history).getAllByRole('listitem')[34]).toHaveTextContent('line 35');
    expect(within(dialog).queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
  });

  it('says when the conversation cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    const server = chatServer();
    let fail = true;
    signIn({
      ...server.routes,
      '/wps/support-chat': (url: URL) =>
        fail ? failure('UNAVAILABLE', 'down', 503) : server.routes['/wps/support-chat'](url),
    });
    renderRoute('/hot', permission);
    const dialog = await openChat();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The conversation could not be loaded',
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(/No messages yet/)).toBeInTheDocument();
  });

  it('keeps the text and explains a refused send', async () => {
    const user = userEvent.setup();
    const server = chatServer();
    signIn({
      ...server.routes,
      '/wps/support-chat/messages': () => failure('CHAT_RATE_LIMITED', 'too fast', 429),
    });
    renderRoute('/hot', permission);
    const dialog = await openChat();
    const box = await within(dialog).findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'one more');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are sending messages too quickly. Please wait a moment.',
    );
    expect(box).toHaveValue('one more');
    expect(within(dialog).queryByRole('list', { name: 'Conversation' })).not.toBeInTheDocument();

    await user.clear(box);
    await user.paste('x'.repeat(1001));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('offers visitors of such a brand no customer-service menu', async () => {
    stubApi({});
    renderRoute('/hot', permission);
    await screen.findByTestId('header', {}, LAZY);
    expect(screen.queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Support chat' })).not.toBeInTheDocument();
  });
});
