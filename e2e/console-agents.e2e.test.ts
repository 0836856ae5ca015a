import type { Browser, Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { openPage, shot, useBrowser } from './support/browser.ts';
import type { Theme } from './support/session.ts';
import { enrolStaff, staffSession } from './support/staff-sign-in.ts';

const baseUrl = inject('baseUrl');
const STAFF_IP = '203.0.113.94';
/** The demo brand's agent manager (seeded with the other roles' operators). */
const AGENT_MANAGER = { username: 'agent_manager', password: 'Agents@1234' } as const;

async function openScreen(page: Page, link: string, heading = link) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: link }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** The console in a tab already signed in with `token`, at 1440 px in the theme given. */
async function openConsole(browser: Browser, theme: Theme, token: string) {
  const page = await openPage(browser, { viewport: { width: 1440, height: 900 } });
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': STAFF_IP });
  await page.addInitScript(
    ([th, t]) => {
      localStorage.setItem('pf.console.theme', th);
      sessionStorage.setItem('pf.console.token', t);
    },
    [theme, token] as const,
  );
  await page.goto(`${baseUrl}/bo`);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}

/** Every screen of the agent desk, with the run and the opened statement, in one theme. */
async function walkDesk(page: Page, theme: Theme, runNow: boolean) {
  await openScreen(page, 'Agent tree');
  const tree = page.getByRole('list', { name: 'Agent tree' });
  await tree.getByRole('button', { name: 'Downlines of agent01' }).click();
  await tree.getByText('agent02', { exact: true }).waitFor();
  await shot(page, `console-agents-1440-${theme}-tree`);

  await openScreen(page, 'Payroll runs');
  if (runNow) {
    const form = page.getByRole('form', { name: 'Run payroll now' });
    await form.getByLabel('Contract type').selectOption('daily');
    await form.getByRole('button', { name: 'Run' }).click();
    const notice = page.getByRole('status').filter({ hasText: /^Period / });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Close' }).click();
    await notice.waitFor({ state: 'detached' });
    // The day running now: the demo's daily contract gets its statement for it.
    await form.getByLabel('The period running now').check();
    await form.getByRole('button', { name: 'Run' }).click();
    await notice.waitFor();
  }
  await page.getByRole('table', { name: 'Payroll runs' }).waitFor();
  await shot(page, `console-agents-1440-${theme}-runs`);

  await openScreen(page, 'Payroll statements');
  const statements = page.getByRole('table', { name: 'Payroll statements' });
  await statements.getByText('agent02', { exact: true }).first().waitFor();
  await shot(page, `console-agents-1440-${theme}-statements`);
  await statements
    .getByRole('button', { name: /^Open statement / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Statement / });
  await dialog.getByText('Valid bet').waitFor();
  await dialog.getByText('Daily salary').waitFor();
  await shot(page, `console-agents-1440-${theme}-statement`);
  await dialog.getByRole('button', { name: 'Close' }).click();
}

describe('the agent desk in the console', { timeout: 150_000 }, () => {
  const browser = useBrowser();

  it('an agent manager runs payroll and opens a statement (1440 px dark, then light)', async () => {
    const secret = await enrolStaff(baseUrl, AGENT_MANAGER);
    const token = await staffSession(baseUrl, secret, AGENT_MANAGER);
    const dark = await openConsole(browser(), 'dark', token);
    await walkDesk(dark, 'dark', true);
    await dark.context().close();
    const light = await openConsole(browser(), 'light', token);
    await walkDesk(light, 'light', false);
    await light.context().close();
  });
});
