import { withLeadingZero } from '@pf/shared';
import { kycFlags, uploadIdImages } from '@/features/identity/kyc';
import type { RegisterPayload, RegisterType } from '../api/register-api';
import type { RegisterValues } from '../model/register-values';
import type { FieldSpec } from './register-fields';

const NUMERIC: ReadonlySet<string> = new Set(['occupation', 'sourceOfIncome']);

interface PayloadContext {
  /** The fields the form showed, both steps. */
  fields: FieldSpec[];
  type: RegisterType;
  dialingCode: string;
  /** The id of the captcha image the typed text answers. */
  captchaId: string | undefined;
  /** The typed code, or the one the URL brought; empty for none. */
  affiliateCode: string;
  idVerification: boolean;
}

/** The registration request from the form's values: only the fields shown and filled in. */
export function registerPayload(values: RegisterValues, ctx: PayloadContext): RegisterPayload {
  const body: RegisterPayload = {};
  for (const { name } of ctx.fields) {
    const value = values[name].trim();
    if (value === '' || name === 'affiliateCode') continue;
    body[name] = NUMERIC.has(name) ? Number(value) : name.includes('assword') ? values[name] : value;
  }
  if (body.mobileNum !== undefined) body.countryDialingCode = ctx.dialingCode;
  // §5: a mobile number that names the account gets its leading 0.
  if (ctx.type === 'registerMobile' && body.username === undefined) {
    body.username = withLeadingZero(String(body.mobileNum));
  }
  if (body.captcha !== undefined && ctx.captchaId) body.captchaId = ctx.captchaId;
  if (ctx.affiliateCode !== '') body.affiliateCode = ctx.affiliateCode;
  if (ctx.idVerification) body.idType = Number(values.idType);
  return {
    ...body,
    registerUrl: window.location.href,
    registerMethod: ctx.type,
    domain: window.location.host,
    agree: values.agree,
    login: true,
  };
}

/** The ID images of a new account; registration reuses the front as the back (§3). */
export async function uploadRegistrationImages(
  front: string,
  selfie: string,
  onFailure: (error: unknown) => Promise<unknown>,
) {
  try {
    await uploadIdImages({ idCardFront: front, idCardBack: front, idCardSelfie: selfie });
    kycFlags.setUploaded();
  } catch (error) {
    // The account exists; the security modal will ask for the images again.
    await onFailure(error);
  }
}
