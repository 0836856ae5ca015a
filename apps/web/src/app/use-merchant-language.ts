import { LOCAL_KEYS, type Whitelabel } from '@pf/shared';
import { useEffect, useState } from 'react';
import { showLanguage } from '@/lib/i18n/change-language';
import { i18n } from '@/lib/i18n/i18n';
import { fromI18nCode, pickLanguage } from '@/lib/i18n/languages';
import { local } from '@/lib/storage';

/**
 * Once the merchant is known, settle the language (§9: stored → merchant default → EN, limited
 * to what the merchant offers). Reports ready when that bundle is on screen, so the first real
 * screen never flashes in the wrong language.
 */
export function useMerchantLanguage(whitelabel: Whitelabel | undefined): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!whitelabel) return;
    const target = pickLanguage(local.get(LOCAL_KEYS.lang), whitelabel);
    if (fromI18nCode(i18n.language) === target) {
      setReady(true);
      return;
    }
    let live = true;
    void showLanguage(target).finally(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [whitelabel]);

  return ready;
}
