import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { caller } from '../../../test/member-kit.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { inboxKit } from '../messages/messages.test-kit.ts';

/** Members of either brand, staff and the chat calls, for the support chat tests. */
export function chatKit(t: () => TestContext, prefix: string) {
  const inbox = inboxKit(t, prefix);
  const call = caller(t);
  let seq = 0;

  /** A member of the brand `code` (demo unless told), logged in on that brand. */
  async function memberOf(code: string) {
    seq += 1;
    const username = `${prefix}${seq}b`;
    await t()
      .database.db.insertInto('members')
      .values({
        merchant_id: await inbox.merchantId(code),
        username,
        nickname: username,
        type: 0,
        password_hash: await hashPassword('Secret@123', TEST_COST),
      })
      .execute();
    const headers = { 'x-merchant-code': code };
    const login = await call('POST', '/wps/session/login', {
      payload: { username, password: 'Secret@123', type: 'username' },
      ip: `10.9.${seq % 250}.${seq}`,
      headers,
    });
    return { username, token: login.json().value.token as string, headers };
  }

  type Who = { token: string; headers?: Record<string, string> };
  const as = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call(method, url, { token: who.token, ...(who.headers ? { headers: who.headers } : {}), payload });

  const chat = {
    send: (who: Who, text: unknown) => as(who, 'POST', '/wps/support-chat/messages', { text }),
    history: async (who: Who, query = '') => (await as(who, 'GET', `/wps/support-chat${query}`)).json().value,
    unread: async (who: Who) =>
      (await as(who, 'GET', '/wps/support-chat/unread')).json().value.count as number,
    read: (who: Who) => as(who, 'PUT', '/wps/support-chat/read'),
  };
  const bo = {
    list: (token: string, query = '') => as({ token }, 'GET', `/bo/api/support-chats${query}`),
    get: (token: string, id: string) => as({ token }, 'GET', `/bo/api/support-chats/${id}`),
    read: (token: string, id: string) => as({ token }, 'PUT', `/bo/api/support-chats/${id}/read`),
    reply: (token: string, id: string, text: unknown) =>
      as({ token }, 'POST', `/bo/api/support-chats/${id}/reply`, { text }),
    close: (token: string, id: string) => as({ token }, 'POST', `/bo/api/support-chats/${id}/close`),
  };

  /** Every line of every conversation: what a refused call must leave unchanged. */
  async function allLines() {
    return t().database.db.selectFrom('support_chat_messages').select(['id', 'body']).orderBy('id').execute();
  }

  return { ...inbox, memberOf, chat, bo, allLines };
}
