import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type Instances, startPostgresInstances } from './support/postgres-instances.ts';
import { headerBalance, minorOf } from './support/screen.ts';
import { DEMO_MEMBER, loginWithPassword, openIn, rollDiceElsewhere } from './support/session.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/** Logs the member in on `base` through the API and rolls the in-house dice there once. */
const rollOn = (base: string, stake: string) =>
  rollDiceElsewhere(base, { stake, ip: '198.51.100.95', requestId: `push-pg-${Date.now()}` });

describe('real-time push across two instances on PostgreSQL and Redis', () => {
  if (!databaseUrl || !redisUrl) {
    it.skip('needs TEST_DATABASE_URL and REDIS_URL (a shared database and bus)', () => {});
    return;
  }
  let browser: Browser | undefined;
  let instances: Instances | undefined;
  beforeAll(async () => {
    // Both started at once; whichever came up is closed after, even when the other failed.
    const started = await Promise.allSettled([
      launchBrowser().then((launched) => {
        browser = launched;
      }),
      startPostgresInstances(2, { databaseUrl, redisUrl }).then((up) => {
        instances = up;
      }),
    ]);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await instances?.close();
  });

  it('a bet settled on instance A moves the header balance of a page open on instance B, without reload', async () => {
    const [a, b] = (instances as Instances).urls as [string, string];
    const page = await openIn(browser as Browser, 'dark', false, '198.51.100.96');
    // The channel B's page holds open: the roll must come after it is listening.
    const channel = page.waitForResponse((r) => r.url().includes('/wps/push/stream'));
    await page.goto(`${b}/help`);
    const popup = await loginWithPassword(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
    await popup.waitFor({ state: 'detached' });
    const before = minorOf(await headerBalance(page));
    expect((await channel).status()).toBe(200);
    let navigations = 0;
    page.on('framenavigated', () => {
      navigations++;
    });

    await rollOn(a, '1000');
    await expect
      .poll(async () => minorOf(await headerBalance(page)), { timeout: 2000, interval: 50 })
      .not.toBe(before);
    expect(navigations).toBe(0);
    await page.close();
  });
});
