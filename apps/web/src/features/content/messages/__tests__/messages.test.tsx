import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useMemberCentreStore } from '@/features/identity/member-center';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { closeMemberCentre, signInMember } from '@/test/signed-in';

const LAZY = { timeout: 5000 };

/** A tiny inbox behind the stubbed API: reading and deleting change what later calls answer. */
function inboxServer() {
  const messages = [
    {
      id: '2',
      kind: 'feedbackReply',
      title: 'x',
      content: 'Your deposit is credited.',
      read: false,
      createdAt: '2026-03-01T08:00:00Z',
    },
    {
      id: '1',
      kind: 'notice',
      title: 'Welcome',
      content: 'Hello and good luck!',
      read: false,
      createdAt: '2026-02-28T08:00:00Z',
    },
  ];
  const unread = () => messages.filter((m) => !m.read).length;
  return {
    '/wps/relay/CSP_unreadCount': () => ({ count: unread() }),
    '/wps/messageV2': () => ({
      list: messages,
      pageNo: 1,
      totalPages: 1,
      total: messages.length,
      unread: unread(),
    }),
    '/wps/messageV2/1/read': () => {
      const m = messages.find((x) => x.id === '1');
      if (m) m.read = true;
      return m;
    },
    '/wps/messageV2/2': () => {
      messages.splice(0, 1);
      return null;
    },
  };
}

afterEach(closeMemberCentre);

describe('internal messages', { timeout: 20_000 }, () => {
  it('shows the unread badge, opens the inbox, reads a message and deletes another', async () => {
    const user = userEvent.setup();
    const api = signInMember(inboxServer());
    renderRoute('/hot', makePermission());

    const button = await screen.findByRole('button', { name: 'Inbox, 2 unread' }, LAZY);
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Personal Center' });
    const inbox = await within(panel).findByRole('list', { name: 'Inbox' }, LAZY);
    expect(within(panel).getByText('2 messages, 2 unread')).toBeInTheDocument();
    // The member centre menu carries the same count.
    expect(within(panel).getAllByText('2 unread').length).toBeGreaterThan(0);
    // A feedback answer is titled in the member's language.
    expect(within(inbox).getByRole('button', { name: /^Reply to your feedback/ })).toBeInTheDocument();

    await user.click(within(inbox).getByRole('button', { name: /^Welcome/ }));
    expect(await within(inbox).findByText('Hello and good luck!')).toBeInTheDocument();
    expect(callsTo(api, '/wps/messageV2/1/read')).toBe(1);
    expect(await screen.findByRole('button', { name: 'Inbox, 1 unread' })).toBeInTheDocument();

    await user.click(within(inbox).getByRole('button', { name: 'Delete message Reply to your feedback' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inbox' })).toBeInTheDocument());
    expect(within(panel).getByText('1 messages, 0 unread')).toBeInTheDocument();
  });

  it('shows no inbox button to visitors', async () => {
    stubApi({});
    renderRoute('/hot', makePermission());
    await screen.findByTestId('header');
    expect(screen.queryByTestId('messages-button')).not.toBeInTheDocument();
  });
});

describe('feedback form', { timeout: 20_000 }, () => {
  async function openFeedback(routes: Parameters<typeof stubApi>[0] = {}) {
    const user = userEvent.setup();
    const api = signInMember({ ...inboxServer(), ...routes });
    renderRoute('/hot', makePermission());
    useMemberCentreStore.getState().open('messageV2');
    const panel = await screen.findByRole('dialog', { name: 'Personal Center' });
    await user.click(await within(panel).findByRole('tab', { name: 'Feedback' }, LAZY));
    const form = within(panel).getByRole('form', { name: 'Feedback' });
    return { user, api, form: within(form) };
  }

  it('checks type, word count and phone digits before sending, with the spec texts', async () => {
    const { user, api, form } = await openFeedback();
    await user.click(form.getByRole('button', { name: 'Send feedback' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please choose a question type');

    await user.selectOptions(form.getByLabelText(/Question type/), 'Deposit');
    await user.type(form.getByLabelText(/Content/), 'too short');
    expect(form.getByText('2 words (5 - 300)')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send feedback' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please write between 5 and 300 words');

    await user.type(form.getByLabelText(/Content/), ' but now long enough');
    await user.type(form.getByLabelText(/Phone number/), '12345');
    await user.click(form.getByRole('button', { name: 'Send feedback' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please enter a phone number of 10 digits');
    expect(callsTo(api, '/wps/feedback')).toBe(0);
  });

  it('sends a valid ticket and thanks the member', async () => {
    const { user, api, form } = await openFeedback({ '/wps/feedback': { id: '7', status: 'open' } });
    await user.selectOptions(form.getByLabelText(/Question type/), 'Withdrawal');
    await user.type(form.getByLabelText(/Content/), 'My withdrawal is still pending today');
    await user.type(form.getByLabelText(/Phone number/), '0912345678');
    await user.click(form.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you. Our answer will arrive in your inbox.')).toBeInTheDocument();
    expect(bodyOf(api, '/wps/feedback')).toEqual({
      questionType: 'withdrawal',
      content: 'My withdrawal is still pending today',
      phone: '0912345678',
    });
  });

  it("shows the server's refusal next to its field", async () => {
    const { user, form } = await openFeedback({
      '/wps/feedback': () => failure('FEEDBACK_PHONE', 'Please enter a phone number of 10 digits'),
    });
    await user.selectOptions(form.getByLabelText(/Question type/), 'Game');
    await user.type(form.getByLabelText(/Content/), 'The game froze during my spin');
    await user.click(form.getByRole('button', { name: 'Send feedback' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Please enter a phone number of 10 digits');
  });
});
