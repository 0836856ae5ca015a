import { SESSION_KEYS, type SecurityConfig } from '@pf/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showAlert } from '@/lib/alert-store';
import { useSessionStore } from '@/lib/session-store';
import { announcement, noticeAnswer } from '@/test/content-fixtures';
import { bodyOf, callsTo, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { alertText, MEMBER, pngFile } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { confirmAlert, findAccountButton } from '@/test/shell-queries';
import { ageOn, maxBirthday } from './lib/birthday';
import { shouldShowKyc } from './model/kyc-rule';

const config = (idVerification: Partial<SecurityConfig['info']['idVerification']> = {}): SecurityConfig => ({
  info: { idVerification: { enabled: true, isComplete: false, status: 'N', ...idVerification } },
});
const clear = { verifyLater: false, uploaded: false };

describe('the security modal rule (§4)', () => {
  it('shows only when enabled, not complete, status N, not uploaded and not put off', () => {
    expect(shouldShowKyc(config(), clear)).toBe(true);
    expect(shouldShowKyc(config({ enabled: false }), clear)).toBe(false);
    expect(shouldShowKyc(config({ isComplete: true }), clear)).toBe(false);
    expect(shouldShowKyc(config({ status: 'P' }), clear)).toBe(false);
    expect(shouldShowKyc(config({ status: 'R' }), clear)).toBe(false);
    expect(shouldShowKyc(config(), { verifyLater: false, uploaded: true })).toBe(false);
    expect(shouldShowKyc(config(), { verifyLater: true, uploaded: false })).toBe(false);
    expect(shouldShowKyc(undefined, clear)).toBe(false);
  });
});

describe('birthdays', () => {
  const today = new Date(2026, 10, 22);
  it('counts whole years, refusing impossible and future dates', () => {
    expect(ageOn('2005-11-22', today)).toBe(21);
    expect(ageOn('2005-11-23', today)).toBe(20);
    expect(ageOn('2001-02-29', today)).toBeNull();
    expect(ageOn('2027-01-01', today)).toBeNull();
    expect(ageOn('22/11/2005', today)).toBeNull();
  });
  it('caps the date input at the end of the year minAge years ago', () => {
    expect(maxBirthday(21, today)).toBe('2005-12-31');
    expect(maxBirthday(18, today)).toBe('2008-12-31');
  });
});

function member(securityConfig: SecurityConfig, type = 0, popup: ReturnType<typeof announcement>[] = []) {
  useSessionStore.getState().setToken('tok-1');
  return stubApi({
    '/wps/system/notice': noticeAnswer({ popup }),
    '/wps/member/info': { ...MEMBER, type },
    '/wps/v2/wallets/balance': { sumBalance: '10.00' },
    '/wps/v2/member/securityConfig': securityConfig,
    '/wps/relay/MCSFE_setPersonalInfo': null,
    '/wps/relay/MCSFE_uploadIdImg': null,
  });
}

/** An ID photo picker, found by the name over it. */
const picker = (modal: HTMLElement, name: string) =>
  within(modal).getByRole('group', { name: new RegExp(`^\\*?${name}$`) });
const fileInput = (modal: HTMLElement, name: string) =>
  within(picker(modal, name)).getByLabelText(/Choose a photo/) as HTMLInputElement;
const findModal = () => screen.findByRole('dialog', { name: 'Verify your identity' }, { timeout: 5000 });
const queryModal = () => screen.queryByRole('dialog', { name: 'Verify your identity' });

describe('security (KYC) modal', () => {
  it('walks intro, personal form and the three uploads, then stays away for the session', async () => {
    const user = userEvent.setup();
    const api = member(config());
    // The regional variant asks 21.
    renderRoute(
      '/hot',
      makePermission({ whitelabel: { brandSettings: { loginedToHomePage: false, regionalVariant: true } } }),
    );
    const modal = await findModal();
    expect(within(modal).queryByRole('listitem', { current: 'step' })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Start verification' }));

    // Step 1: the ID type comes first; under-age birthdays are refused.
    await user.click(await within(modal).findByRole('button', { name: 'Next' }));
    expect(await within(modal).findByText('Please fill in your Valid ID Type')).toBeInTheDocument();
    await user.selectOptions(within(modal).getByLabelText(/^\*?Valid ID type$/), '12');
    await user.type(within(modal).getByLabelText(/^\*?Full name$/), 'Juan Dela Cruz');
    await user.type(within(modal).getByLabelText(/^\*?Date of birth$/), '2010-01-01');
    await user.type(within(modal).getByLabelText(/^\*?Place of birth$/), 'Cebu');
    await user.type(within(modal).getByLabelText(/^\*?Current address$/), '1 Rizal Ave, Manila');
    await user.selectOptions(within(modal).getByLabelText(/^\*?Nationality$/), 'PH');
    await user.selectOptions(within(modal).getByLabelText(/^\*?Occupation$/), '3');
    await user.selectOptions(within(modal).getByLabelText(/^\*?Source of income$/), '2');
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await alertText()).toBe('You must be at least 21 years old to register');
    await confirmAlert(user);
    await user.clear(within(modal).getByLabelText(/^\*?Date of birth$/));
    await user.type(within(modal).getByLabelText(/^\*?Date of birth$/), '1990-01-01');
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(modal).getByRole('listitem', { current: 'step' })).toHaveTextContent('ID photos'),
    );
    expect(bodyOf(api, '/wps/relay/MCSFE_setPersonalInfo')).toEqual({
      idType: 12,
      payeename: 'Juan Dela Cruz',
      birthday: '1990-01-01',
      address: '1 Rizal Ave, Manila',
      placeOfBirth: 'Cebu',
      nationality: 'PH',
      occupation: 3,
      sourceOfIncome: 2,
    });

    // Step 2 (loaded when reached): front, back and selfie are each required.
    await within(modal).findByRole('button', { name: 'Submit for review' });
    for (const [label, file, missing] of [
      ['Front of ID', 'front.png', 'Please upload the front of your ID'],
      ['Back of ID', 'back.png', 'Please upload the back of your ID'],
      ['Selfie holding your ID', 'selfie.png', 'Please upload a selfie holding your ID'],
    ] as const) {
      await user.click(within(modal).getByRole('button', { name: 'Submit for review' }));
      expect(await alertText()).toBe(missing);
      await confirmAlert(user);
      await user.upload(fileInput(modal, label), pngFile(file));
      await waitFor(() =>
        expect(within(picker(modal, label)).getByRole('img', { name: label })).toBeInTheDocument(),
      );
    }
    await user.click(within(modal).getByRole('button', { name: 'Submit for review' }));

    expect(await alertText()).toBe('Upload successful. We will review your documents shortly.');
    expect(queryModal()).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('kycUploaded')).toBe('1');
    const images = bodyOf(api, '/wps/relay/MCSFE_uploadIdImg') as Record<string, string>;
    expect(Object.keys(images).sort()).toEqual(['idCardBack', 'idCardFront', 'idCardSelfie']);
  }, 30_000);

  it('remembers "verify later" for the session', async () => {
    const user = userEvent.setup();
    member(config());
    const first = renderRoute('/hot', makePermission());
    await user.click(within(await findModal()).getByRole('button', { name: 'Verify later' }));
    expect(queryModal()).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('kycVerifyLater')).toBe('1');
    first.unmount();

    renderRoute('/hot', makePermission());
    await findAccountButton();
    await waitFor(() => expect(useSessionStore.getState().profile).not.toBeNull());
    expect(queryModal()).not.toBeInTheDocument();
  });

  it('waits its turn behind the disclaimer and the publicity popup: one dialog at a time', async () => {
    window.sessionStorage.removeItem(SESSION_KEYS.disclaimerAccepted);
    window.sessionStorage.removeItem(SESSION_KEYS.publicityClosed);
    const user = userEvent.setup();
    const api = member(config(), 0, [announcement(3, 'Weekly cashback')]);
    renderRoute('/', makePermission());
    const disclaimer = await screen.findByRole('dialog', { name: 'Before you enter' });
    // The security check has answered, and still only the disclaimer is on screen.
    await waitFor(() => expect(callsTo(api, '/wps/v2/member/securityConfig')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(queryModal()).not.toBeInTheDocument();

    await user.click(within(disclaimer).getByRole('button', { name: 'I confirm and enter' }));
    const popup = await screen.findByRole('dialog', { name: 'Weekly cashback' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(popup).getByRole('button', { name: 'Got it' }));

    expect(await findModal()).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('waits for a message on screen to be read first', async () => {
    const user = userEvent.setup();
    void showAlert({ tone: 'success', message: 'Your password has been changed.' });
    const api = member(config());
    renderRoute('/hot', makePermission());
    await screen.findByRole('dialog', { name: 'Success' });
    await waitFor(() => expect(callsTo(api, '/wps/v2/member/securityConfig')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryModal()).not.toBeInTheDocument();

    await confirmAlert(user);
    expect(await findModal()).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('never asks a demo account, and stays shut when review is already pending', async () => {
    const demoApi = member(config(), 4);
    const demo = renderRoute('/hot', makePermission());
    await waitFor(() => expect(useSessionStore.getState().profile?.isAgent).toBe(4));
    expect(callsTo(demoApi, '/wps/v2/member/securityConfig')).toBe(0);
    expect(queryModal()).not.toBeInTheDocument();
    demo.unmount();

    const api = member(config({ status: 'P' }));
    renderRoute('/hot', makePermission());
    await waitFor(() => expect(callsTo(api, '/wps/v2/member/securityConfig')).toBe(1));
    expect(queryModal()).not.toBeInTheDocument();
  });
});
