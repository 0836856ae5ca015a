import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiFrom } from './support/api.ts';
import { openPage, useBrowser, viewShot } from './support/browser.ts';
import { logIn, staffToken, type Theme } from './support/session.ts';

const baseUrl = inject('baseUrl');
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 812 };

const api = apiFrom<unknown>('198.51.100.120');

/** The page in another theme and width, reloaded; the member stays signed in. */
async function restyle(page: Page, theme: Theme, size: { width: number; height: number }) {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.setViewportSize(size);
  await page.reload();
  await page.getByTestId('header-member-bar').waitFor();
}

/** The header's envelope on wide screens; on phones the bottom bar's account tab, then the chip. */
async function openInbox(page: Page) {
  const panel = page.getByTestId('member-centre-dialog');
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await page
      .getByRole('navigation', { name: 'Main sections' })
      .getByRole('button', { name: /^Account/ })
      .click();
    await panel.getByTestId('centre-chip-messageV2').click();
  } else {
    await page.getByTestId('messages-button').click();
  }
  await panel.getByRole('list', { name: 'Inbox' }).waitFor();
  return panel;
}

// The first journey walks the inbox, feedback and its answer in one browser: past a minute on a
// loaded machine.
describe('internal messages and feedback', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('member receives a message, reads it, sends feedback and reads the staff answer', async () => {
    const staff = await staffToken();
    // A title of this try's own: a retried journey finds the first try's message in the inbox too.
    const title = `Your weekly bonus is ready, no. ${Date.now() % 100_000}`;
    const sent = await api('/bo/api/messages', {
      method: 'POST',
      token: staff,
      body: {
        audience: { kind: 'member', username: 'demo01' },
        title,
        content: 'Open the reward centre to claim it before Sunday.',
      },
    });
    expect(sent).toMatchObject({ success: true, value: { sent: 1 } });

    const page = await openPage(browser(), { viewport: WIDE });
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.121' });
    // Stored once, not by an init script, so the later reloads can switch the theme.
    await page.goto(baseUrl);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await logIn(page);

    // The badge counts the unread messages; reading one takes it down by one.
    const badge = page.getByTestId('messages-button');
    await expect.poll(() => badge.getAttribute('aria-label')).toMatch(/^Inbox, \d+ unread$/);
    const before = Number((await badge.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    await viewShot(page, 'messages-badge-1440-dark');
    const panel = await openInbox(page);
    await panel.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    await panel.getByText('Open the reward centre to claim it before Sunday.').waitFor();
    await expect
      .poll(() => badge.getAttribute('aria-label'))
      .toBe(before - 1 > 0 ? `Inbox, ${before - 1} unread` : 'Inbox');
    await viewShot(page, 'messages-read-1440-dark');

    // Feedback: a refused ticket says why, a good one is thanked.
    await panel.getByRole('tab', { name: 'Feedback' }).click();
    const form = panel.getByRole('form', { name: 'Feedback' });
    await form.getByLabel(/Question type/).selectOption('deposit');
    await form.getByLabel(/Content/).fill('Too short');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    expect(await form.getByRole('alert').textContent()).toBe('Please write between 5 and 300 words');
    await viewShot(page, 'feedback-error-1440-dark');
    await form.getByLabel(/Content/).fill('My deposit from this morning has not arrived yet');
    await form.getByLabel(/Phone number/).fill('0912345678');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you. Our answer will arrive in your inbox.').waitFor();
    await page.getByTestId('alert-confirm').click();

    // Staff answer through the back office.
    const queue = (await api('/bo/api/feedback?status=open', { token: staff })).value as {
      id: string;
      username: string;
      content: string;
    }[];
    const ticket = queue.find((f) => f.username === 'demo01' && f.content.startsWith('My deposit from this'));
    expect(ticket).toBeTruthy();
    const answered = await api(`/bo/api/feedback/${ticket?.id}/answer`, {
      method: 'POST',
      token: staff,
      body: { answer: 'Thank you for waiting: the deposit is credited to your wallet now.' },
    });
    expect(answered).toMatchObject({ success: true, value: { status: 'answered' } });

    // The member sees the answer as a message, in every width and theme.
    for (const [theme, size, name] of [
      ['dark', WIDE, '1440-dark'],
      ['light', WIDE, '1440-light'],
      ['dark', NARROW, '375-dark'],
      ['light', NARROW, '375-light'],
    ] as const) {
      await restyle(page, theme, size);
      await viewShot(page, `messages-header-${name}`);
      const inbox = await openInbox(page);
      const reply = inbox.getByRole('button', { name: /^Reply to your feedback/ }).first();
      await reply.click();
      await inbox.getByText('Thank you for waiting: the deposit is credited to your wallet now.').waitFor();
      await viewShot(page, `messages-answer-${name}`);
    }
    await page.context().close();
  });

  it('opens /help at #privacy and #term, and /helpmc without the site frame', async () => {
    for (const [theme, size, name] of [
      ['dark', WIDE, '1440-dark'],
      ['light', NARROW, '375-light'],
    ] as const) {
      const page = await openPage(browser(), { viewport: size });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`${baseUrl}/help#privacy`);
      const privacy = page.getByTestId('help-article-privacy');
      await privacy.waitFor();
      await expect
        .poll(() => privacy.evaluate((el) => el.getBoundingClientRect().top))
        .toBeLessThan(size.height / 2);
      await viewShot(page, `help-privacy-${name}`);
      await page.goto(`${baseUrl}/help#term`);
      await expect
        .poll(() => page.getByTestId('help-article-terms').evaluate((el) => el.getBoundingClientRect().top))
        .toBeLessThan(size.height / 2);
      await page.goto(`${baseUrl}/helpmc`);
      await page.getByTestId('help-bare-page').waitFor();
      expect(await page.getByTestId('header').count()).toBe(0);
      await viewShot(page, `helpmc-${name}`);
      await page.context().close();
    }
  });
});
