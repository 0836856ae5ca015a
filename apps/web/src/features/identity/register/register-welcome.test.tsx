import { type RegisterConfig, SESSION_KEYS } from '@pf/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { announcement, noticeAnswer } from '@/test/content-fixtures';
import { callsTo, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { LOGIN_OK, MEMBER } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';

// A short form: the name and the password on one step.
const REGISTER: RegisterConfig = {
  smsVerification: false,
  captcha: false,
  idVerification: false,
  fields: {
    username: { show: true, required: true, pattern: 'LETTER_START_ALNUM', min: 5, max: 16, step: 1 },
    password: { show: true, required: true, pattern: 'PASSWORD_STRONG', min: 8, max: 20, step: 1 },
    confirmPassword: { show: true, required: true, pattern: '*', min: 8, max: 20, step: 1 },
  },
};

// A page's first build in a file loads its lazy modules (the register form, home): slow on a busy machine.
const LAZY = { timeout: 10_000 };

const permission = () =>
  makePermission({ register: REGISTER, whitelabel: { modules: { DIRECTREG3: true } } });

/** The brand's notices, with a popup for visitors and one for members; the security prompt is due. */
function stub() {
  return stubApi({
    '/wps/system/notice': (url: URL) =>
      noticeAnswer({
        popup: url.searchParams.get('types')?.includes('PL')
          ? [announcement(3, 'Weekly cashback')]
          : [announcement(1, 'Join today')],
      }),
    '/wps/member/register': LOGIN_OK,
    '/wps/member/info': MEMBER,
    '/wps/v2/wallets/balance': { sumBalance: '0.00' },
    '/wps/v2/member/securityConfig': {
      info: { idVerification: { enabled: true, isComplete: false, status: 'N' } },
    },
  });
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByTestId('register-username', {}, LAZY), 'newplayer1');
  await user.type(screen.getByTestId('register-password'), 'Secret@123');
  await user.type(screen.getByTestId('register-confirmPassword'), 'Secret@123');
  await user.click(screen.getByTestId('register-submit'));
}

/** The welcome is the only dialog on screen once the member's popup list and security check answered. */
async function onlyTheWelcome(api: ReturnType<typeof stub>) {
  const welcome = await screen.findByRole('dialog', { name: 'Registration successful' }, LAZY);
  await waitFor(() => expect(callsTo(api, '/wps/v2/member/securityConfig')).toBe(1));
  await screen.findByTestId('home-page', {}, LAZY);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getAllByRole('dialog')).toEqual([welcome]);
  return welcome;
}

/** After the welcome: the members' popup, then the security prompt, one at a time. */
async function thenTheRestInTurn(user: ReturnType<typeof userEvent.setup>) {
  const popup = await screen.findByRole('dialog', { name: 'Weekly cashback' });
  expect(screen.getAllByRole('dialog')).toEqual([popup]);
  await user.click(within(popup).getByRole('button', { name: 'Got it' }));
  const kyc = await screen.findByTestId('kyc-modal');
  expect(screen.getAllByRole('dialog')).toEqual([kyc]);
}

describe('the welcome after registration', () => {
  beforeEach(() => {
    window.sessionStorage.removeItem(SESSION_KEYS.publicityClosed);
  });

  it('comes before the disclaimer, the publicity popup and the security prompt (registration page)', async () => {
    window.sessionStorage.removeItem(SESSION_KEYS.disclaimerAccepted);
    const user = userEvent.setup();
    const api = stub();
    renderRoute('/register', permission());
    await fillAndSend(user);

    const welcome = await onlyTheWelcome(api);
    await user.click(within(welcome).getByRole('button', { name: 'OK' }));
    const disclaimer = await screen.findByRole('dialog', { name: 'Before you enter' });
    expect(screen.getAllByRole('dialog')).toEqual([disclaimer]);
    await user.click(within(disclaimer).getByRole('button', { name: 'I confirm and enter' }));
    await thenTheRestInTurn(user);
  });

  it('comes before the members’ popup and the security prompt (sign-up pop-up at home)', async () => {
    const user = userEvent.setup();
    const api = stub();
    renderRoute('/', permission());
    // A visitor closes the visitors' popup, then signs up in the pop-up.
    const visitors = await screen.findByRole('dialog', { name: 'Join today' }, LAZY);
    await user.click(within(visitors).getByRole('button', { name: 'Got it' }));
    await user.click(await screen.findByTestId('register-button'));
    await fillAndSend(user);

    const welcome = await onlyTheWelcome(api);
    await user.click(within(welcome).getByRole('button', { name: 'OK' }));
    await thenTheRestInTurn(user);
  });
});
