import { useState } from 'react';
import { useLoadedPermission } from '@/features/brand/system';
import { useLanguage } from '@/lib/i18n/use-language';
import { defaultDialingCode } from './dialing-codes';

/** The calling code a mobile field starts with (the brand's currency and the language), then the picked one. */
export function useDialingCode() {
  const { code: language } = useLanguage();
  const { whitelabel } = useLoadedPermission();
  return useState(() => defaultDialingCode(whitelabel.currency, language));
}
