import { PHONE_CODE_MIN } from '@pf/shared';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLoadedPermission, useMinimumAge } from '@/features/brand/system';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkAffiliate, type RegisterType, registerMember } from '../api/register-api';
import { stepOneRefusal, stepTwoRefusal } from '../lib/register-checks';
import type { FieldSpec, RegisterField } from '../lib/register-fields';
import { registerPayload } from '../lib/register-payload';
import type { IdPhotos, RegisterValues } from './register-values';
import { useFinishRegistration } from './use-finish-registration';

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

/**
 * The two steps of §4 Registration. `next` runs age, ID, field, affiliate and disclaimer checks in
 * that order; `create` runs step-2 checks, registers, logs in, uploads the ID images, closes the
 * pop-up, goes home and shows the success modal. Every refusal is a §8 warning dialog.
 */
export function useRegisterFlow(input: FlowInput) {
  const { form, type, dialingCode, photos, step1, step2, urlCode, captchaId } = input;
  const { t } = useTranslation();
  const { register: config } = useLoadedPermission();
  const minAge = useMinimumAge();
  const finish = useFinishRegistration();
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

  const valid = (specs: FieldSpec[]) =>
    form.trigger(
      specs.map((f) => f.name),
      { shouldFocus: true },
    );

  async function stepOneChecks(): Promise<boolean> {
    const values = form.getValues();
    // 1-2. Age, then ID type and photos.
    const refusal = stepOneRefusal(t, values, {
      checkAge: shows('birthday'),
      minAge,
      idVerification: config.idVerification,
      photos,
    });
    if (refusal) return refuse(refusal);
    // 3. Field validation (messages under the fields).
    if (!(await valid(step1))) return false;
    // 4. Affiliate check.
    const code = affiliateCode();
    if (code !== '') {
      try {
        await checkAffiliate(code);
      } catch {
        input.onAffiliateRejected();
        return refuse(t('validation.invitation'));
      }
    }
    // 5. Disclaimer.
    if (!form.getValues('agree')) return refuse(t('validation.agree'));
    return true;
  }

  async function create() {
    const values = form.getValues();
    // 1. Required step-2 fields, each as 'Please fill in your {field}'.
    const missing = stepTwoRefusal(t, values, step2);
    if (missing) return warn(missing);
    if (!(await valid(step2))) return;
    setBusy(true);
    try {
      // 2-4. (No captcha provider is configured.) The SMS code travels with the registration.
      const body = registerPayload(values, {
        fields: [...step1, ...step2],
        type,
        dialingCode,
        captchaId,
        affiliateCode: affiliateCode(),
        idVerification: config.idVerification,
      });
      const answer = await registerMember(type, body);
      await finish(answer, config.idVerification ? photos : null);
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
