import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { bodyOf, callsTo, failure, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { alertText, KYC_REGISTER, LOGIN_OK, MEMBER, pngFile } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';

// The regional variant: age 21 and KYC at registration.
const permission = (modules: Record<string, boolean> = { DIRECTREG3: true }) =>
  makePermission({
    register: KYC_REGISTER,
    whitelabel: { modules, brandSettings: { loginedToHomePage: false, regionalVariant: true } },
  });

const year = new Date().getFullYear();

async function confirmAlert(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('alert-confirm'));
  await waitFor(() => expect(screen.queryByTestId('alert-dialog')).not.toBeInTheDocument());
}

const fileInput = (testId: string) =>
  screen.getByTestId(testId).querySelector('input[type="file"]') as HTMLInputElement;

function stubRegistration(affiliate: 'ok' | 'bad' = 'ok') {
  return stubApi({
    '/wps/agent/affiliate': () =>
      affiliate === 'ok' ? { code: 'AG01' } : failure('INVITATION_CODE_INVALID', 'x', 404),
    '/wps/member/register': LOGIN_OK,
    '/wps/member/info': MEMBER,
    '/wps/relay/MCSFE_uploadIdImg': null,
    '/wps/v2/wallets/balance': { sumBalance: '0.00' },
    '/wps/v2/member/securityConfig': {
      info: { idVerification: { enabled: true, isComplete: false, status: 'P' } },
    },
  });
}

describe('registration page', () => {
  it('runs the step-1 checks in the spec order, each refusal a warning, then registers and welcomes', async () => {
    const user = userEvent.setup();
    const api = stubRegistration('bad');
    const { router } = renderRoute('/register', permission());
    await screen.findByTestId('register-page');

    // The birthday cannot be later than the end of the year 21 years ago.
    expect(screen.getByTestId('register-birthday')).toHaveAttribute('max', `${year - 21}-12-31`);
    // The disclaimer starts ticked; the terms and privacy links go to the help anchors.
    expect(screen.getByTestId('register-agree')).toBeChecked();
    const form = screen.getByTestId('register-form');
    expect(within(form).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/help#terms',
    );
    expect(within(form).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/help#privacy',
    );

    // 1. Age.
    await user.type(screen.getByTestId('register-birthday'), `${year - 20}-01-01`);
    await user.click(screen.getByTestId('register-next'));
    expect(await alertText()).toBe('You must be at least 21 years old to register');
    await confirmAlert(user);
    await user.clear(screen.getByTestId('register-birthday'));
    await user.type(screen.getByTestId('register-birthday'), '1990-05-17');

    // 2. ID type, then the photos (with the client-side type and size checks).
    await user.click(screen.getByTestId('register-next'));
    expect(await alertText()).toBe('Please fill in your Valid ID Type');
    await confirmAlert(user);
    await user.selectOptions(screen.getByTestId('register-idType'), '1');
    await user.click(screen.getByTestId('register-next'));
    expect(await alertText()).toBe('Please upload the front of your ID');
    await confirmAlert(user);

    // The picker's accept list would hide a GIF; a drag-and-drop or 'all files' pick still gets here.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(fileInput('register-id-front'), new File(['x'], 'id.gif', { type: 'image/gif' }));
    expect(await alertText()).toBe('Only jpeg, jpg or png images can be uploaded');
    await confirmAlert(user);
    await user.upload(fileInput('register-id-front'), pngFile('big.png', 5_242_881));
    expect(await alertText()).toBe('The image must not be larger than 5 MB');
    await confirmAlert(user);
    await user.upload(fileInput('register-id-front'), pngFile('front.png'));
    await waitFor(() =>
      expect(screen.getByTestId('register-id-front')).toHaveAttribute('data-filled', 'true'),
    );
    await user.click(screen.getByTestId('register-next'));
    expect(await alertText()).toBe('Please upload a selfie holding your ID');
    await confirmAlert(user);
    await user.upload(fileInput('register-id-selfie'), pngFile('selfie.jpg'));
    await waitFor(() =>
      expect(screen.getByTestId('register-id-selfie')).toHaveAttribute('data-filled', 'true'),
    );

    // 3. Field validation, shown under the fields.
    await user.type(screen.getByTestId('register-username'), '9lives');
    await user.type(screen.getByTestId('register-password'), 'weakpass');
    await user.type(screen.getByTestId('register-confirmPassword'), 'other');
    await user.click(screen.getByTestId('register-next'));
    expect(
      await screen.findByText('5 - 16 characters, starting with a letter, letters and digits only'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '8 - 20 characters with an uppercase letter, a lowercase letter, a digit and a symbol',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Incorrect confirmation input')).toBeInTheDocument();
    await user.clear(screen.getByTestId('register-username'));
    await user.type(screen.getByTestId('register-username'), 'newplayer1');
    await user.clear(screen.getByTestId('register-password'));
    await user.type(screen.getByTestId('register-password'), 'Secret@123');
    await user.clear(screen.getByTestId('register-confirmPassword'));
    await user.type(screen.getByTestId('register-confirmPassword'), 'Secret@123');

    // 4. Affiliate check.
    await user.type(screen.getByTestId('register-affiliateCode'), 'NOPE1');
    await user.click(screen.getByTestId('register-next'));
    expect(await alertText()).toBe('Invalid invitation code');
    await confirmAlert(user);
    expect(new URL(String(api.mock.calls.at(-1)?.[0]), 'http://x').searchParams.get('code')).toBe('NOPE1');
    await user.clear(screen.getByTestId('register-affiliateCode'));

    // 5. Disclaimer.
    await user.click(screen.getByTestId('register-agree'));
    await user.click(screen.getByTestId('register-next'));
    expect(await alertText()).toBe('Please read and agree to the terms and conditions first');
    await confirmAlert(user);
    await user.click(screen.getByTestId('register-agree'));
    await user.click(screen.getByTestId('register-next'));

    // Step 2: required fields first, one 'Please fill in your …' at a time; Back returns.
    await waitFor(() => expect(screen.getByTestId('register-form')).toHaveAttribute('data-step', '2'));
    await user.click(screen.getByTestId('register-back'));
    expect(screen.getByTestId('register-form')).toHaveAttribute('data-step', '1');
    expect(screen.getByTestId('register-username')).toHaveValue('newplayer1');
    await user.click(screen.getByTestId('register-next'));
    await user.click(await screen.findByTestId('register-submit'));
    expect(await alertText()).toBe('Please fill in your Place of birth');
    await confirmAlert(user);
    await user.type(screen.getByTestId('register-placeOfBirth'), 'Manila');
    await user.selectOptions(screen.getByTestId('register-occupation'), '8');
    await user.click(screen.getByTestId('register-submit'));

    // Registered, logged in, ID images uploaded (front reused as back), home, welcome.
    expect(await screen.findByTestId('register-success')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().token).toBe('tok-1');
    const sent = bodyOf(api, '/wps/member/register') as Record<string, unknown>;
    expect(sent).toMatchObject({
      username: 'newplayer1',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      birthday: '1990-05-17',
      placeOfBirth: 'Manila',
      occupation: 8,
      idType: 1,
      agree: true,
      login: true,
      registerMethod: 'register',
    });
    expect(sent).not.toHaveProperty('affiliateCode');
    const upload = bodyOf(api, '/wps/relay/MCSFE_uploadIdImg') as Record<string, string>;
    expect(upload.idCardFront).toMatch(/^data:image\/png;base64,/);
    expect(upload.idCardBack).toBe(upload.idCardFront);
    expect(upload.idCardSelfie).toMatch(/^data:/);
    expect(window.sessionStorage.getItem('kycUploaded')).toBe('1');
  }, 30_000);

  it('hides the affiliate field when the URL code checks out and sends that code', async () => {
    const api = stubRegistration('ok');
    renderRoute('/register?code=AG01', permission());
    await screen.findByTestId('register-page');
    await waitFor(() => expect(callsTo(api, '/wps/agent/affiliate')).toBe(1));
    expect(screen.queryByTestId('register-affiliateCode')).not.toBeInTheDocument();
  });

  it('shows the affiliate field when the URL code fails its check', async () => {
    stubRegistration('bad');
    renderRoute('/register?code=BAD', permission());
    expect(await screen.findByTestId('register-affiliateCode')).toBeInTheDocument();
  });

  it('offers the mobile tab only with MOBILENUMREG3, where the mobile number replaces the username', async () => {
    const user = userEvent.setup();
    stubRegistration();
    const plain = renderRoute('/register', permission());
    await screen.findByTestId('register-form');
    expect(screen.queryByTestId('register-tab-registerMobile')).not.toBeInTheDocument();
    plain.unmount();

    renderRoute('/register', permission({ DIRECTREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true }));
    await user.click(await screen.findByTestId('register-tab-registerMobile'));
    const form = screen.getByTestId('register-form');
    expect(within(form).queryByTestId('register-username')).not.toBeInTheDocument();
    expect(within(form).getByTestId('register-mobileNum')).toBeInTheDocument();
    // REGMOBVERF3: the phone is proven by an SMS code; without MOBILENUMPASSREG3 no password.
    expect(within(form).getByTestId('register-verificationCode')).toBeInTheDocument();
    expect(within(form).queryByTestId('register-password')).not.toBeInTheDocument();
  });

  it('resets the page form to its defaults', async () => {
    const user = userEvent.setup();
    stubRegistration();
    renderRoute('/register.html', permission());
    await user.type(await screen.findByTestId('register-username'), 'someone');
    await user.click(screen.getByTestId('register-agree'));
    await user.click(screen.getByTestId('register-reset'));
    expect(screen.getByTestId('register-username')).toHaveValue('');
    expect(screen.getByTestId('register-agree')).toBeChecked();
  });
});
