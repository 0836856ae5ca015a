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
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument());
}

/** An ID photo picker, found by the name over it. */
const picker = (name: RegExp) => screen.getByRole('group', { name });
const fileInput = (name: RegExp) => within(picker(name)).getByLabelText(/Choose a photo/) as HTMLInputElement;
const agreeBox = () => screen.getByRole('checkbox', { name: /not a government official/ });
const FRONT = /^\*?ID photo$/;
const SELFIE = /^\*?Selfie holding your ID$/;

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
    await screen.findByRole('region', { name: 'Sign up' }, { timeout: 5000 });

    // The birthday cannot be later than the end of the year 21 years ago.
    expect(screen.getByLabelText(/^\*?Date of birth$/)).toHaveAttribute('max', `${year - 21}-12-31`);
    // The disclaimer starts ticked; the terms and privacy links go to the help anchors.
    expect(agreeBox()).toBeChecked();
    const form = screen.getByRole('region', { name: 'Sign up' });
    expect(within(form).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/help#terms',
    );
    expect(within(form).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/help#privacy',
    );

    // 1. Age.
    await user.type(screen.getByLabelText(/^\*?Date of birth$/), `${year - 20}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await alertText()).toBe('You must be at least 21 years old to register');
    await confirmAlert(user);
    await user.clear(screen.getByLabelText(/^\*?Date of birth$/));
    await user.type(screen.getByLabelText(/^\*?Date of birth$/), '1990-05-17');

    // 2. ID type, then the photos (with the client-side type and size checks).
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await alertText()).toBe('Please fill in your Valid ID Type');
    await confirmAlert(user);
    await user.selectOptions(screen.getByLabelText(/^\*?Valid ID type$/), '1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await alertText()).toBe('Please upload the front of your ID');
    await confirmAlert(user);

    // The picker's accept list would hide a GIF; a drag-and-drop or 'all files' pick still gets here.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(fileInput(FRONT), new File(['x'], 'id.gif', { type: 'image/gif' }));
    expect(await alertText()).toBe('Only jpeg, jpg or png images can be uploaded');
    await confirmAlert(user);
    await user.upload(fileInput(FRONT), pngFile('big.png', 5_242_881));
    expect(await alertText()).toBe('The image must not be larger than 5 MB');
    await confirmAlert(user);
    await user.upload(fileInput(FRONT), pngFile('front.png'));
    await waitFor(() =>
      expect(within(picker(FRONT)).getByRole('img', { name: 'ID photo' })).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await alertText()).toBe('Please upload a selfie holding your ID');
    await confirmAlert(user);
    await user.upload(fileInput(SELFIE), pngFile('selfie.jpg'));
    await waitFor(() =>
      expect(within(picker(SELFIE)).getByRole('img', { name: 'Selfie holding your ID' })).toBeInTheDocument(),
    );

    // 3. Field validation, shown under the fields.
    await user.type(screen.getByLabelText(/^\*?Username$/), '9lives');
    await user.type(screen.getByLabelText(/^\*?Password$/), 'weakpass');
    await user.type(screen.getByLabelText(/^\*?Confirm password$/), 'other');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('5 - 16 characters, starting with a letter, letters and digits only'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '8 - 20 characters with an uppercase letter, a lowercase letter, a digit and a symbol',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Incorrect confirmation input')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^\*?Username$/));
    await user.type(screen.getByLabelText(/^\*?Username$/), 'newplayer1');
    await user.clear(screen.getByLabelText(/^\*?Password$/));
    await user.type(screen.getByLabelText(/^\*?Password$/), 'Secret@123');
    await user.clear(screen.getByLabelText(/^\*?Confirm password$/));
    await user.type(screen.getByLabelText(/^\*?Confirm password$/), 'Secret@123');

    // 4. Affiliate check.
    await user.type(screen.getByLabelText(/^\*?Invitation code$/), 'NOPE1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await alertText()).toBe('Invalid invitation code');
    await confirmAlert(user);
    expect(new URL(String(api.mock.calls.at(-1)?.[0]), 'http://x').searchParams.get('code')).toBe('NOPE1');
    await user.clear(screen.getByLabelText(/^\*?Invitation code$/));

    // 5. Disclaimer.
    await user.click(agreeBox());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await alertText()).toBe('Please read and agree to the terms and conditions first');
    await confirmAlert(user);
    await user.click(agreeBox());
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 2: required fields first, one 'Please fill in your …' at a time; Back returns.
    await waitFor(() =>
      expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Personal details'),
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Account');
    expect(screen.getByLabelText(/^\*?Username$/)).toHaveValue('newplayer1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await alertText()).toBe('Please fill in your Place of birth');
    await confirmAlert(user);
    await user.type(screen.getByLabelText(/^\*?Place of birth$/), 'Manila');
    await user.selectOptions(screen.getByLabelText(/^\*?Occupation$/), '8');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // Registered, logged in, ID images uploaded (front reused as back), home, welcome.
    expect(await screen.findByRole('dialog', { name: 'Registration successful' })).toBeInTheDocument();
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
    await screen.findByRole('region', { name: 'Sign up' }, { timeout: 5000 });
    await waitFor(() => expect(callsTo(api, '/wps/agent/affiliate')).toBe(1));
    expect(screen.queryByLabelText(/^\*?Invitation code$/)).not.toBeInTheDocument();
  });

  it('shows the affiliate field when the URL code fails its check', async () => {
    stubRegistration('bad');
    renderRoute('/register?code=BAD', permission());
    expect(await screen.findByLabelText(/^\*?Invitation code$/)).toBeInTheDocument();
  });

  it('offers the mobile tab only with MOBILENUMREG3, where the mobile number replaces the username', async () => {
    const user = userEvent.setup();
    stubRegistration();
    const plain = renderRoute('/register', permission());
    await screen.findByRole('region', { name: 'Sign up' }, { timeout: 5000 });
    expect(screen.queryByRole('tab', { name: 'Mobile number' })).not.toBeInTheDocument();
    plain.unmount();

    renderRoute('/register', permission({ DIRECTREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true }));
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    const form = screen.getByRole('region', { name: 'Sign up' });
    expect(within(form).queryByLabelText(/^\*?Username$/)).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^\*?Mobile number$/)).toBeInTheDocument();
    // REGMOBVERF3: the phone is proven by an SMS code; without MOBILENUMPASSREG3 no password.
    expect(within(form).getByLabelText(/^\*?SMS code$/)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^\*?Password$/)).not.toBeInTheDocument();
  });

  it('resets the page form to its defaults', async () => {
    const user = userEvent.setup();
    stubRegistration();
    renderRoute('/register.html', permission());
    await user.type(await screen.findByLabelText(/^\*?Username$/), 'someone');
    await user.click(agreeBox());
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText(/^\*?Username$/)).toHaveValue('');
    expect(agreeBox()).toBeChecked();
  });
});
