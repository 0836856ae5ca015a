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
  await page.getByTestId('register-form').waitFor();
  await fillRegisterStepOne(page, { username, password, birthday: '1991-03-09' });
  await fillRegisterStepTwo(page, { placeOfBirth: 'Da Nang', address: '8 Bach Dang Street, Da Nang' });
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-success').waitFor({ timeout: 30_000 });
  await page.getByTestId('register-success-ok').click();
  await page.getByTestId('header-member-bar').waitFor();
}

/**
 * Fills the open register form's first step (the account, an e-mail of the username, the
 * birthday, an ID type and its two pictures) and goes on to the second step.
 */
export async function fillRegisterStepOne(
  page: Page,
  member: { username: string; password: string; birthday: string },
): Promise<void> {
  const form = page.getByTestId('register-form');
  await form.getByTestId('register-username').fill(member.username);
  await form.getByTestId('register-password').fill(member.password);
  await form.getByTestId('register-confirmPassword').fill(member.password);
  await form.getByTestId('register-email').fill(`${member.username}@example.com`);
  await form.getByTestId('register-birthday').fill(member.birthday);
  await form.getByTestId('register-idType').selectOption('12');
  await form.getByTestId('register-id-front').locator('input[type=file]').setInputFiles(image('front.png'));
  await form.getByTestId('register-id-selfie').locator('input[type=file]').setInputFiles(image('selfie.png'));
  await form.locator('[data-testid="register-id-selfie"][data-filled="true"]').waitFor();
  await page.getByTestId('register-next').click();
  await page.locator('[data-testid="register-form"][data-step="2"]').waitFor();
}

/** Fills the register form's second step: where the member was born and lives, and the rest. */
export async function fillRegisterStepTwo(
  page: Page,
  where: { placeOfBirth: string; address: string },
): Promise<void> {
  const form = page.getByTestId('register-form');
  await form.getByTestId('register-placeOfBirth').fill(where.placeOfBirth);
  await form.getByTestId('register-address').fill(where.address);
  await form.getByTestId('register-nationality').selectOption('PH');
  await form.getByTestId('register-occupation').selectOption('8');
  await form.getByTestId('register-sourceOfIncome').selectOption('1');
}
