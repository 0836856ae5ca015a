import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLoadedPermission } from '@/features/brand/system';
import { identityKeys } from '@/features/identity/query-keys';
import { checkAffiliate, type RegisterType } from '../api/register-api';
import { visibleFields } from '../lib/register-fields';

/** The affiliate code a link brought: `?code=` or `?affiliateCode=`. */
function useUrlAffiliateCode(): string | null {
  const [params] = useSearchParams();
  return (params.get('code') ?? params.get('affiliateCode'))?.trim() || null;
}

/**
 * The fields of each step for this registration type, from the merchant's register config. §4: a
 * URL affiliate code is checked up front; its field shows only when there is none or it fails.
 */
export function useRegisterFields(type: RegisterType) {
  const { whitelabel, register: config } = useLoadedPermission();
  const urlCode = useUrlAffiliateCode();
  const [affiliateRejected, setAffiliateRejected] = useState(false);
  const urlCheck = useQuery({
    queryKey: identityKeys.affiliate(urlCode),
    queryFn: ({ signal }) => checkAffiliate(urlCode ?? '', signal),
    enabled: urlCode !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const showAffiliate = urlCode === null || urlCheck.isError || affiliateRejected;
  const step1 = useMemo(
    () => visibleFields(1, { type, config, modules: whitelabel.modules, showAffiliate }),
    [type, config, whitelabel.modules, showAffiliate],
  );
  const step2 = useMemo(
    () => visibleFields(2, { type, config, modules: whitelabel.modules, showAffiliate }),
    [type, config, whitelabel.modules, showAffiliate],
  );
  return {
    step1,
    step2,
    /** The URL's code, sent in place of a field the member does not see. */
    urlCode: showAffiliate ? null : urlCode,
    onAffiliateRejected: () => setAffiliateRejected(true),
  };
}
