import { FEEDBACK_MAX_WORDS } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { inboxKit } from './messages.test-kit.ts';

const GOOD = 'My deposit has not arrived after ten minutes';

describe.each(dbKinds)('feedback on %s', (kind) => {
  const t = suiteApp(kind);
  let content: string;
  const kit = inboxKit(() => t, 'fb');
  const { call } = kit;
  beforeAll(async () => {
    content = await kit.staff('content1', ['content']);
  });

  const submit = (token: string, payload: object) => call('PUT', '/wps/feedback', { token, payload });
  const count = async () => (await t.database.db.selectFrom('feedback').select('id').execute()).length;

  it('takes a ticket; staff answer it and the member reads the answer as a message', async () => {
    const m = await kit.member();
    const res = await submit(m.token, { questionType: 'deposit', content: GOOD, phone: '0912345678' });
    expect(res.json()).toMatchObject({ success: true, value: { status: 'open' } });
    const id = res.json().value.id;
    const queue = (await call('GET', '/bo/api/feedback', { token: content })).json().value;
    expect(queue).toContainEqual(
      expect.objectContaining({ id, username: m.username, questionType: 'deposit', phone: '0912345678' }),
    );
    const answer = await call('POST', `/bo/api/feedback/${id}/answer`, {
      token: content,
      payload: { answer: 'It is credited now.' },
    });
    expect(answer.json().value).toMatchObject({ id, status: 'answered', answer: 'It is credited now.' });
    const inbox = (await call('GET', '/wps/messageV2', { token: m.token })).json().value;
    expect(inbox.list[0]).toMatchObject({
      kind: 'feedbackReply',
      content: 'It is credited now.',
      read: false,
    });
    const again = await call('POST', `/bo/api/feedback/${id}/answer`, {
      token: content,
      payload: { answer: 'x' },
    });
    expect(again.json().code).toBe('FEEDBACK_ANSWERED');
    const audit = await selectWhere(t.database.db, 'audit_log', { target_id: id }).select('action').execute();
    expect(audit.map((a) => a.action)).toEqual(['feedback.answer']);
  });

  it.each([
    [{ questionType: 'bonus', content: GOOD }, 'FEEDBACK_TYPE', 'Please choose a question type'],
    [
      { questionType: 'game', content: 'too short' },
      'FEEDBACK_WORDS',
      'Please write between 5 and 300 words',
    ],
    [{ questionType: 'game', content: 'word '.repeat(FEEDBACK_MAX_WORDS + 1) }, 'FEEDBACK_WORDS', undefined],
    [
      { questionType: 'game', content: GOOD, phone: '12345' },
      'FEEDBACK_PHONE',
      'Please enter a phone number of 10 digits',
    ],
    [{ questionType: 'game', content: GOOD, phone: '09123456ab' }, 'FEEDBACK_PHONE', undefined],
  ])('refuses %j with %s and stores nothing', async (payload, code, message) => {
    const m = await kit.member();
    const before = await count();
    const res = await submit(m.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    if (message) expect(res.json().message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('counts words without spaces too (Chinese), and takes exactly the limits', async () => {
    const m = await kit.member();
    expect(
      (await submit(m.token, { questionType: 'other', content: '我的存款还没有到账请帮忙' })).statusCode,
    ).toBe(200);
    expect(
      (await submit(m.token, { questionType: 'other', content: 'one two three four five' })).statusCode,
    ).toBe(200);
    const max = `${'word '.repeat(FEEDBACK_MAX_WORDS)}`;
    expect((await submit(m.token, { questionType: 'application', content: max })).statusCode).toBe(200);
  });

  it('needs a member token; a member cannot answer; another brand operator sees nothing', async () => {
    expect(
      (await call('PUT', '/wps/feedback', { payload: { questionType: 'game', content: GOOD } })).statusCode,
    ).toBe(401);
    const m = await kit.member();
    const id = (await submit(m.token, { questionType: 'game', content: GOOD })).json().value.id;
    const byMember = await call('POST', `/bo/api/feedback/${id}/answer`, {
      token: m.token,
      payload: { answer: 'x' },
    });
    expect(byMember.statusCode).toBe(401);
    const empty = await call('POST', `/bo/api/feedback/${id}/answer`, {
      token: content,
      payload: { answer: ' ' },
    });
    expect(empty.json().code).toBe('VALIDATION');
    const missing = await call('POST', '/bo/api/feedback/999999/answer', {
      token: content,
      payload: { answer: 'x' },
    });
    expect(missing.json().code).toBe('NOT_FOUND');
    const status = await t.database.db
      .selectFrom('feedback')
      .select('status')
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('open');
  });

  it("keeps a brand's operators to their own brand's feedback, messages and help", async () => {
    const other = await kit.otherBrand('otherfb');
    const outsider = await kit.staff('outsider1', ['content'], other);
    const m = await kit.member();
    const id = (await submit(m.token, { questionType: 'game', content: GOOD })).json().value.id;
    const queue = (await call('GET', '/bo/api/feedback', { token: outsider })).json().value;
    expect(queue).toEqual([]);
    const answer = await call('POST', `/bo/api/feedback/${id}/answer`, {
      token: outsider,
      payload: { answer: 'x' },
    });
    expect(answer.json().code).toBe('NOT_FOUND');
    const send = await call('POST', '/bo/api/messages', {
      token: outsider,
      payload: { merchantCode: 'demo', audience: { kind: 'all' }, title: 'x', content: 'y' },
    });
    expect(send.json().code).toBe('NOT_FOUND');
    expect((await call('GET', '/bo/api/help?merchantCode=demo', { token: outsider })).json().code).toBe(
      'NOT_FOUND',
    );
    // Naming no brand, they work on their own (which has no articles yet).
    expect((await call('GET', '/bo/api/help', { token: outsider })).json()).toMatchObject({
      success: true,
      value: [],
    });
    expect((await call('GET', '/wps/messageV2', { token: m.token })).json().value.total).toBe(0);
  });
});
