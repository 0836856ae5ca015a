import type { BrandSetup, brandCreateSchema } from '@pf/shared/contracts/brand';
import type { z } from 'zod';

/** What the brand form holds: a new brand's fields (code and currency are left alone when editing). */
export type BrandFormValues = z.input<typeof brandCreateSchema>;

/** The form's values from a brand's set-up as read. */
export function formValues(setup: BrandSetup): BrandFormValues {
  return {
    merchantCode: setup.merchantCode,
    currency: setup.currency,
    name: setup.name,
    domains: setup.domains,
    defaultLanguage: setup.defaultLanguage as BrandFormValues['defaultLanguage'],
    supportedLanguages: setup.supportedLanguages as BrandFormValues['supportedLanguages'],
    timeZone: setup.timeZone,
    theme: setup.theme,
    logoUrl: setup.logoUrl,
    register: setup.register,
    modules: setup.modules as BrandFormValues['modules'],
    brandSettings: setup.brandSettings,
    maintenance: setup.maintenance,
    region: setup.region,
  };
}

/**
 * A new brand's starting values: the default brand's registration form, languages, modules and
 * time zone (when it can be read), with its own name, code, domains, look and maintenance left empty.
 */
export function newBrandValues(template: BrandSetup | null): BrandFormValues {
  const base = template ? formValues(template) : null;
  return {
    merchantCode: '',
    currency: template?.currency ?? 'VND',
    name: '',
    domains: [''],
    defaultLanguage: base?.defaultLanguage ?? 'EN',
    supportedLanguages: base?.supportedLanguages ?? ['EN'],
    timeZone: base?.timeZone ?? 'UTC',
    theme: {},
    logoUrl: null,
    register: base?.register ?? { fields: {}, smsVerification: false, captcha: false, idVerification: false },
    modules: base?.modules ?? [],
    brandSettings: base?.brandSettings ?? { loginedToHomePage: false, regionalVariant: false },
    maintenance: { on: false, title: null, message: null, end: null, allowAddresses: [] },
    region: { mode: 'off', countries: [] },
  };
}

/** Where a server's field complaint ("body.domains.0: Not a host name") belongs in the form. */
export function serverFieldError(message: string): { path: string; text: string } | null {
  const match = /^body\.([\w.]+): (.+)$/.exec(message);
  return match?.[1] && match[2] ? { path: match[1], text: match[2] } : null;
}
