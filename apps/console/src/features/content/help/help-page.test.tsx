import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStaffToken } from '@/lib/staff-token';
import { renderConsole, staffMe, stubServer } from '@/test/render-console';

/** The screen's code loads on first use: loaded once before the tests, and a first answer may still take a while. */
const OPENING = { timeout: 15_000 };
beforeAll(() => import('@/features/content'), 60_000);

const item = {
  id: 5,
  merchantCode: 'demo',
  language: 'EN',
  anchor: 'terms',
  title: 'Terms',
  content: '<p>Our <b>terms</b></p>',
  sort: 1,
};

describe('the help centre', () => {
  it('lists the articles as plain words and edits one in the formatted editor', async () => {
    setStaffToken('t');
    const calls = stubServer({
      'GET /bo/api/session/me': staffMe(['content.read', 'content.write']),
      'GET /bo/api/help': { value: [item] },
      'PUT /bo/api/help/5': (_url, init) => ({ value: { ...item, ...JSON.parse(String(init?.body)) } }),
    });
    renderConsole('/help-articles');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Help centre' }, OPENING);
    expect(within(table).getByText('Our terms')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Edit Terms' }));
    const form = await screen.findByRole('form', { name: 'Edit article' });
    expect(within(form).getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    const editor = within(form).getByRole('textbox', { name: 'Article' });
    expect(editor.innerHTML).toBe('<p>Our <b>terms</b></p>');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Terms of use');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved “Terms of use”.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      title: 'Terms of use',
      anchor: 'terms',
    });
  });

  it('says when a language has no articles', async () => {
    setStaffToken('t');
    stubServer({ 'GET /bo/api/session/me': staffMe(['content.read']), 'GET /bo/api/help': { value: [] } });
    renderConsole('/help-articles');
    expect(
      await screen.findByText('No help articles in this language', undefined, OPENING),
    ).toBeInTheDocument();
  });
});
