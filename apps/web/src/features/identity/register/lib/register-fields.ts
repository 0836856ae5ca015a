import {
  REGISTER_STEP1_FIELDS,
  REGISTER_STEP2_FIELDS,
  type RegisterConfig,
  type RegisterFieldConfig,
  type RegisterTextField,
} from '@pf/shared';
import type { RegisterType } from '../api/register-api';

/** A text field of the form; the lists and their order (§2) are declared in shared. */
export type RegisterField = RegisterTextField;

export interface FieldSpec {
  name: RegisterField;
  required: boolean;
  rule: Pick<RegisterFieldConfig, 'pattern' | 'min' | 'max'>;
}

/** Account fields every form has, even when a merchant's config leaves them out. */
const BASE_RULES: Partial<Record<RegisterField, FieldSpec['rule']>> = {
  username: { pattern: '*', min: 1, max: 64 },
  password: { pattern: '*', min: 6, max: 20 },
  confirmPassword: { pattern: '*', min: 1, max: 128 },
  mobileNum: { pattern: 'DIGITS', min: 6, max: 15 },
  verificationCode: { pattern: '*', min: 6, max: 255 },
  captcha: { pattern: '*', min: 1, max: 16 },
};

interface Context {
  type: RegisterType;
  config: RegisterConfig;
  /** The merchant's module flags (MOBILENUMPASSREG3, USERNAMEREG3, REGMOBVERF3). */
  modules: Record<string, boolean>;
  /** The affiliate field hides when the URL brought a code that checked out (§4). */
  showAffiliate: boolean;
}

/**
 * Which fields show, in order, and which are required (§4 'shown or required according to the
 * server validation config'). Mobile registration swaps the username for the mobile number.
 */
export function visibleFields(step: 1 | 2, { type, config, modules, showAffiliate }: Context): FieldSpec[] {
  const names = step === 1 ? REGISTER_STEP1_FIELDS : REGISTER_STEP2_FIELDS;
  const specs: FieldSpec[] = [];
  const mobile = type === 'registerMobile';
  const mobileShown = mobile || Boolean(config.fields.mobileNum?.show);
  // Mobile registration picks a username only with USERNAMEREG3 and a password only with
  // MOBILENUMPASSREG3 (otherwise the account logs in by SMS); REGMOBVERF3 makes it prove the phone.
  const withUsername = !mobile || Boolean(modules.USERNAMEREG3);
  const withPassword = !mobile || Boolean(modules.MOBILENUMPASSREG3);
  const smsRequired = mobileShown && (config.smsVerification || (mobile && Boolean(modules.REGMOBVERF3)));
  for (const name of names) {
    const cfg = config.fields[name];
    const rule = cfg ?? BASE_RULES[name];
    let show = Boolean(cfg?.show);
    let required = Boolean(cfg?.required);
    if (name === 'username') {
      show = required = withUsername;
    } else if (name === 'password' || name === 'confirmPassword') {
      show = required = withPassword;
    } else if (name === 'mobileNum') {
      show = mobileShown;
      required = mobile || required;
    } else if (name === 'verificationCode') {
      // With an optional mobile number the code is needed only once a number is typed.
      show = smsRequired;
      required = smsRequired && mobile;
    } else if (name === 'captcha') {
      show = required = config.captcha;
    } else if (name === 'affiliateCode') {
      show = show && showAffiliate;
    }
    if (show && rule) specs.push({ name, required, rule });
  }
  return specs;
}
