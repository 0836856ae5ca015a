import type { Page } from 'playwright-core';
import { inject } from 'vitest';

// A real 1x1 PNG: the server checks an upload's bytes, not its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/**
 * Registers a new member through the demo brand's two-step form (KYC pictures included) and closes
 * the welcome message, leaving the page on the home page signed in as that member.
 */
export async function registerMember(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${inject('baseUrl')}/register`);
  const form = page.getByTestId('register-form');
  await form.waitFor();
  await form.getByTestId('register-username').fill(username);
  await form.getByTestId('register-password').fill(password);
  await form.getByTestId('register-confirmPassword').fill(password);
  await form.getByTestId('register-email').fill(`${username}@example.com`);
  await form.getByTestId('register-birthday').fill('1991-03-09');
  await form.getByTestId('register-idType').selectOption('12');
  await form.getByTestId('register-id-front').locator('input[type=file]').setInputFiles(image('front.png'));
  await form.getByTestId('register-id-selfie').locator('input[type=file]').setInputFiles(image('selfie.png'));
  await form.locator('[data-testid="register-id-selfie"][data-filled="true"]').waitFor();
  await page.getByTestId('register-next').click();
  await page.locator('[data-testid="register-form"][data-step="2"]').waitFor();
  await form.getByTestId('register-placeOfBirth').fill('Da Nang');
  await form.getByTestId('register-address').fill('8 Bach Dang Street, Da Nang');
  await form.getByTestId('register-nationality').selectOption('PH');
  await form.getByTestId('register-occupation').selectOption('8');
  await form.getByTestId('register-sourceOfIncome').selectOption('1');
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-success').waitFor({ timeout: 30_000 });
  await page.getByTestId('register-success-ok').click();
  await page.getByTestId('header-member-bar').waitFor();
}
