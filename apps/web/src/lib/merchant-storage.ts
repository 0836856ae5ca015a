import { SESSION_KEYS, type Whitelabel } from '@pf/shared';
import { session } from './storage';

/** §3: the merchant config is kept per session for code that runs outside React (and reloads). */
export function rememberMerchant(whitelabel: Whitelabel): void {
  session.set(SESSION_KEYS.merchant, JSON.stringify(whitelabel));
  session.set(SESSION_KEYS.merchantCode, whitelabel.merchantCode);
}
