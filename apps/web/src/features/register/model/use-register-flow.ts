import { PHONE_CODE_MIN, withLeadingZero } from '@pf/shared';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAuthModal, useSessionActions } from '@/features/auth';
import { ageOn, kycFlags, uploadIdImages } from '@/features/kyc';
import { useLoadedPermission, useMinimumAge } from '@/features/system';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkAffiliate, type RegisterPayload, type RegisterType, registerMember } from '../api/register-api';
import type { FieldSpec, RegisterField } from '../lib/register-fields';

export type RegisterValues = Record<RegisterField, string> & { idType: string; agree: boolean };

export interface IdPhotos {
  front: string | null;
  selfie: string | null;
}

interface FlowInput {
  form: UseFormReturn<RegisterValues>;
  type: RegisterType;
  dialingCode: string;
  photos: IdPhotos;
  step1: FieldSpec[];
  step2: FieldSpec[];
  /** A code the URL brought (hidden field), checked instead of the typed one. */
  urlCode: string | null;
  /** The id of the captcha image the typed text answers. */
  captchaId: string | undefined;
  onAffiliateRejected: () => void;
}

const NUMERIC: ReadonlySet<string> = new Set(['occupation', 'sourceOfIncome']);

/**
 * The two steps of §4 Registration. `next` runs age, ID, field, affiliate and disclaimer checks in
 * that order; `create` runs step-2 checks, registers, logs in, uploads the ID images, closes the
 * pop-up, goes home and shows the success modal. Every refusal is a §8 warning dialog.
 */
export function useRegisterFlow({
  form,
  type,
  dialingCode,
  photos,
  step1,
  step2,
  urlCode,
  captchaId,
  onAffiliateRejected,
}: FlowInput) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { register: config } = useLoadedPermission();
  const minAge = useMinimumAge();
  const { establishSession } = useSessionActions();
  const [step, setStep] = useState<1 | 2>(1);
  const [busy, setBusy] = useState(false);
  const warn = (message: string) => void showAlert({ message });
  const refuse = (message: string) => {
    warn(message);
    return false;
  };
  const shows = (name: RegisterField) => step1.some((f) => f.name === name);

  const affiliateCode = () =>
    shows('affiliateCode') ? form.getValues('affiliateCode').trim() : (urlCode ?? '');

  async function stepOneChecks(): Promise<boolean> {
    const values = form.getValues();
    // 1. Age.
    if (shows('birthday') && values.birthday !== '') {
      const age = ageOn(values.birthday);
      if (age === null) return refuse(t('validation.birthdayInvalid'));
      if (age < minAge) return refuse(t('validation.age', { age: minAge }));
    }
    // 2. ID type and photo.
    if (config.idVerification) {
      if (values.idType === '') return refuse(t('validation.idType'));
      if (!photos.front) return refuse(t('validation.uploadFront'));
      if (!photos.selfie) return refuse(t('validation.uploadSelfie'));
    }
    // 3. Field validation (messages under the fields).
    if (
      !(await form.trigger(
        step1.map((f) => f.name),
        { shouldFocus: true },
      ))
    )
      return false;
    // 4. Affiliate check.
    const code = affiliateCode();
    if (code !== '') {
      try {
        await checkAffiliate(code);
      } catch {
        onAffiliateRejected();
        return refuse(t('validation.invitation'));
      }
    }
    // 5. Disclaimer.
    if (!form.getValues('agree')) return refuse(t('validation.agree'));
    return true;
  }

  function payload(values: RegisterValues): RegisterPayload {
    const body: RegisterPayload = {};
    for (const { name } of [...step1, ...step2]) {
      const value = values[name].trim();
      if (value === '' || name === 'affiliateCode') continue;
      body[name] = NUMERIC.has(name) ? Number(value) : name.includes('assword') ? values[name] : value;
    }
    if (body.mobileNum !== undefined) body.countryDialingCode = dialingCode;
    // §5: a mobile number that names the account gets its leading 0.
    if (type === 'registerMobile' && body.username === undefined) {
      body.username = withLeadingZero(String(body.mobileNum));
    }
    if (body.captcha !== undefined && captchaId) body.captchaId = captchaId;
    const code = affiliateCode();
    if (code !== '') body.affiliateCode = code;
    if (config.idVerification) body.idType = Number(values.idType);
    return {
      ...body,
      registerUrl: window.location.href,
      registerMethod: type,
      domain: window.location.host,
      agree: values.agree,
      login: true,
    };
  }

  async function create() {
    const values = form.getValues();
    // 1. Required step-2 fields, each as 'Please fill in your {field}'.
    for (const spec of step2) {
      if (spec.required && values[spec.name].trim() === '') {
        return warn(t('validation.fillIn', { field: t(`register.field.${spec.name}`) }));
      }
    }
    if (
      !(await form.trigger(
        step2.map((f) => f.name),
        { shouldFocus: true },
      ))
    )
      return;
    setBusy(true);
    try {
      // 2-4. (No captcha provider is configured.) The SMS code travels with the registration.
      const body = payload(values);
      const answer = await registerMember(type, body);
      // 5. The login info (sent because the payload asks to be logged in).
      const token = 'token' in answer ? answer.token : null;
      if (token) await establishSession(token);
      // 6. The ID images; registration reuses the front as the back (§3).
      if (config.idVerification && photos.front && photos.selfie && token) {
        try {
          await uploadIdImages({
            idCardFront: photos.front,
            idCardBack: photos.front,
            idCardSelfie: photos.selfie,
          });
          kycFlags.setUploaded();
        } catch (error) {
          // The account exists; the security modal will ask for the images again.
          await showAlert({ message: errorText(t, error) });
        }
      }
      // 7-8. Close the pop-up, go home, celebrate.
      navigate('/');
      useAuthModal.getState().open({ kind: 'registerSuccess' });
    } catch (error) {
      warn(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  async function next() {
    setBusy(true);
    let passed = false;
    try {
      passed = await stepOneChecks();
    } finally {
      setBusy(false);
    }
    if (!passed) return;
    if (step2.length > 0) setStep(2);
    else await create();
  }

  return { step, setStep, busy, next, create };
}

/** §5: the SMS code has at least 6 characters. */
export const SMS_CODE_MIN = PHONE_CODE_MIN;
