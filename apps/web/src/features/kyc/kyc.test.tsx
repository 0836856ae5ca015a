import { type Announcement, SESSION_KEYS, type SecurityConfig } from '@pf/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showAlert } from '@/lib/alert-store';
import { useSessionStore } from '@/lib/session-store';
import { bodyOf, callsTo, stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { alertText, MEMBER, pngFile } from '@/test/member-fixtures';
import { renderRoute } from '@/test/render-app';
import { announcement, noticeAnswer } from '../content/__tests__/fixtures';
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

function member(securityConfig: SecurityConfig, type = 0, popup: Announcement[] = []) {
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

const fileInput = (testId: string) =>
  screen.getByTestId(testId).querySelector('input[type="file"]') as HTMLInputElement;

describe('security (KYC) modal', () => {
  it('walks intro, personal form and the three uploads, then stays away for the session', async () => {
    const user = userEvent.setup();
    const api = member(config());
    // The regional variant asks 21.
    renderRoute(
      '/hot',
      makePermission({ whitelabel: { brandSettings: { loginedToHomePage: false, regionalVariant: true } } }),
    );
    const modal = await screen.findByTestId('kyc-modal');
    expect(within(modal).getByTestId('kyc-step')).toHaveAttribute('data-step', '0');
    await user.click(within(modal).getByTestId('kyc-start'));

    // Step 1: the ID type comes first; under-age birthdays are refused.
    await user.click(await within(modal).findByTestId('kyc-personal-submit'));
    expect(await within(modal).findByText('Please fill in your Valid ID Type')).toBeInTheDocument();
    await user.selectOptions(within(modal).getByTestId('kyc-idType'), '12');
    await user.type(within(modal).getByTestId('kyc-payeename'), 'Juan Dela Cruz');
    await user.type(within(modal).getByTestId('kyc-birthday'), '2010-01-01');
    await user.type(within(modal).getByTestId('kyc-placeOfBirth'), 'Cebu');
    await user.type(within(modal).getByTestId('kyc-address'), '1 Rizal Ave, Manila');
    await user.selectOptions(within(modal).getByTestId('kyc-nationality'), 'PH');
    await user.selectOptions(within(modal).getByTestId('kyc-occupation'), '3');
    await user.selectOptions(within(modal).getByTestId('kyc-sourceOfIncome'), '2');
    await user.click(within(modal).getByTestId('kyc-personal-submit'));
    expect(await alertText()).toBe('You must be at least 21 years old to register');
    await user.click(screen.getByTestId('alert-confirm'));
    await user.clear(within(modal).getByTestId('kyc-birthday'));
    await user.type(within(modal).getByTestId('kyc-birthday'), '1990-01-01');
    await user.click(within(modal).getByTestId('kyc-personal-submit'));
    await waitFor(() => expect(within(modal).getByTestId('kyc-step')).toHaveAttribute('data-step', '2'));
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
    await user.click(await within(modal).findByTestId('kyc-upload-submit'));
    expect(await alertText()).toBe('Please upload the front of your ID');
    await user.click(screen.getByTestId('alert-confirm'));
    await user.upload(fileInput('kyc-front'), pngFile('front.png'));
    await waitFor(() => expect(screen.getByTestId('kyc-front')).toHaveAttribute('data-filled', 'true'));
    await user.click(within(modal).getByTestId('kyc-upload-submit'));
    expect(await alertText()).toBe('Please upload the back of your ID');
    await user.click(screen.getByTestId('alert-confirm'));
    await user.upload(fileInput('kyc-back'), pngFile('back.png'));
    await waitFor(() => expect(screen.getByTestId('kyc-back')).toHaveAttribute('data-filled', 'true'));
    await user.click(within(modal).getByTestId('kyc-upload-submit'));
    expect(await alertText()).toBe('Please upload a selfie holding your ID');
    await user.click(screen.getByTestId('alert-confirm'));
    await user.upload(fileInput('kyc-selfie'), pngFile('selfie.png'));
    await waitFor(() => expect(screen.getByTestId('kyc-selfie')).toHaveAttribute('data-filled', 'true'));
    await user.click(within(modal).getByTestId('kyc-upload-submit'));

    expect(await alertText()).toBe('Upload successful. We will review your documents shortly.');
    expect(screen.queryByTestId('kyc-modal')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('kycUploaded')).toBe('1');
    const images = bodyOf(api, '/wps/relay/MCSFE_uploadIdImg') as Record<string, string>;
    expect(Object.keys(images).sort()).toEqual(['idCardBack', 'idCardFront', 'idCardSelfie']);
  });

  it('remembers "verify later" for the session', async () => {
    const user = userEvent.setup();
    member(config());
    const first = renderRoute('/hot', makePermission());
    await user.click(within(await screen.findByTestId('kyc-modal')).getByTestId('kyc-later'));
    expect(screen.queryByTestId('kyc-modal')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('kycVerifyLater')).toBe('1');
    first.unmount();

    renderRoute('/hot', makePermission());
    await screen.findByTestId('header-member-bar');
    await waitFor(() => expect(useSessionStore.getState().profile).not.toBeNull());
    expect(screen.queryByTestId('kyc-modal')).not.toBeInTheDocument();
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
    expect(screen.queryByTestId('kyc-modal')).not.toBeInTheDocument();

    await user.click(within(disclaimer).getByRole('button', { name: 'I confirm and enter' }));
    const popup = await screen.findByRole('dialog', { name: 'Weekly cashback' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(popup).getByRole('button', { name: 'Got it' }));

    expect(await screen.findByTestId('kyc-modal')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('waits for a message on screen to be read first', async () => {
    const user = userEvent.setup();
    void showAlert({ tone: 'success', message: 'Your password has been changed.' });
    const api = member(config());
    renderRoute('/hot', makePermission());
    await screen.findByTestId('alert-dialog');
    await waitFor(() => expect(callsTo(api, '/wps/v2/member/securityConfig')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('kyc-modal')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('alert-confirm'));
    expect(await screen.findByTestId('kyc-modal')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('never asks a demo account, and stays shut when review is already pending', async () => {
    const demoApi = member(config(), 4);
    const demo = renderRoute('/hot', makePermission());
    await waitFor(() => expect(useSessionStore.getState().profile?.isAgent).toBe(4));
    expect(callsTo(demoApi, '/wps/v2/member/securityConfig')).toBe(0);
    expect(screen.queryByTestId('kyc-modal')).not.toBeInTheDocument();
    demo.unmount();

    const api = member(config({ status: 'P' }));
    renderRoute('/hot', makePermission());
    await waitFor(() => expect(callsTo(api, '/wps/v2/member/securityConfig')).toBe(1));
    expect(screen.queryByTestId('kyc-modal')).not.toBeInTheDocument();
  });
});
