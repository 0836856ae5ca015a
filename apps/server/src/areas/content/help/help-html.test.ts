import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { inboxKit } from '../messages/messages.test-kit.ts';
import { cleanHelpHtml } from './help-html.ts';

describe('a help article keeps only allow-listed markup', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src=x onerror="alert(1)"><p>Text</p>', '<p>Text</p>'],
    ['<a href="javascript:alert(1)">go</a>', '<a rel="noopener noreferrer">go</a>'],
    ['<p onclick="steal()" style="color:red">Tap</p>', '<p>Tap</p>'],
    ['<iframe src="https://x.test"></iframe><b>ok</b>', '<b>ok</b>'],
    ['<a href="https://help.test/x">x</a>', '<a href="https://help.test/x" rel="noopener noreferrer">x</a>'],
    [
      '<h2>Deposits</h2><ul><li><strong>Bank</strong></li></ul>',
      '<h2>Deposits</h2><ul><li><strong>Bank</strong></li></ul>',
    ],
  ])('%s', (dirty, clean) => {
    expect(cleanHelpHtml(dirty)).toBe(clean);
  });
});

describe.each(dbKinds)('help articles are sanitised on save on %s', (kind) => {
  const t = suiteApp(kind);
  const kit = inboxKit(() => t, 'helphtml');
  const { call } = kit;
  let content = '';
  beforeAll(async () => {
    content = await kit.staff('content_html', ['content']);
  });
  const stored = async (id: number) =>
    (await call('GET', '/bo/api/help?language=EN', { token: content }))
      .json()
      .value.find((i: { id: number }) => i.id === id)?.content;

  it('stores the cleaned HTML on create and update, and refuses markup with no text', async () => {
    const payload = {
      language: 'EN',
      anchor: 'safe-html',
      title: 'Safe',
      content: '<p>Read<script>alert(1)</script></p><img src=x onerror=alert(1)>',
    };
    const created = await call('POST', '/bo/api/help', { token: content, payload });
    const id = created.json().value.id as number;
    expect(created.json().value.content).toBe('<p>Read</p>');
    const link = '<p><a href="javascript:alert(document.cookie)">here</a></p>';
    const updated = await call('PUT', `/bo/api/help/${id}`, { token: content, payload: { content: link } });
    expect(updated.json().value.content).toBe('<p><a rel="noopener noreferrer">here</a></p>');
    const empty = await call('PUT', `/bo/api/help/${id}`, {
      token: content,
      payload: { content: '<script>alert(1)</script>' },
    });
    expect(empty.json().code).toBe('HELP_CONTENT_EMPTY');
    expect(await stored(id)).toBe('<p><a rel="noopener noreferrer">here</a></p>');
  });
});
