import type { TFunction } from 'i18next';
import { ageOn } from '@/features/identity/kyc';
import type { IdPhotos, RegisterValues } from '../model/register-values';
import type { FieldSpec } from './register-fields';

interface StepOneContext {
  /** Whether the form shows the birthday (only then is the age checked). */
  checkAge: boolean;
  minAge: number;
  idVerification: boolean;
  photos: IdPhotos;
}

/** §4 checks 1 and 2 of step one, age then ID type and photos: the first refusal, or null. */
export function stepOneRefusal(t: TFunction, values: RegisterValues, ctx: StepOneContext): string | null {
  if (ctx.checkAge && values.birthday !== '') {
    const age = ageOn(values.birthday);
    if (age === null) return t('validation.birthdayInvalid');
    if (age < ctx.minAge) return t('validation.age', { age: ctx.minAge });
  }
  if (!ctx.idVerification) return null;
  if (values.idType === '') return t('validation.idType');
  if (!ctx.photos.front) return t('validation.uploadFront');
  if (!ctx.photos.selfie) return t('validation.uploadSelfie');
  return null;
}

/** The first required step-two field left empty, as 'Please fill in your {field}'; or null. */
export function stepTwoRefusal(t: TFunction, values: RegisterValues, step2: FieldSpec[]): string | null {
  const missing = step2.find((spec) => spec.required && values[spec.name].trim() === '');
  return missing ? t('validation.fillIn', { field: t(`register.field.${missing.name}`) }) : null;
}
