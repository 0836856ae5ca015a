import { SESSION_KEYS } from '@pf/shared';
import { session } from './storage';

/**
 * §3: the merchant config is kept per session for code that runs outside React (and reloads). The
 * floor stores it whole and reads only its code; the brand's schema stays with the brand.
 */
export function rememberMerchant(whitelabel: { readonly merchantCode: string }): void {
  session.set(SESSION_KEYS.merchant, JSON.stringify(whitelabel));
  session.set(SESSION_KEYS.merchantCode, whitelabel.merchantCode);
}
