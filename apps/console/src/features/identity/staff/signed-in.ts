import { useQuery } from '@tanstack/react-query';
import { useStaffToken } from '@/lib/staff-token';
import { staffMeQuery } from '../auth';

/**
 * The signed-in operator, as the shell already read them (the same query, from its cache): the
 * brands they may give and the brand the session works on.
 */
export function useSignedIn() {
  const me = useQuery(staffMeQuery(useStaffToken())).data;
  return {
    merchantId: me?.merchantId ?? null,
    allBrands: me?.allBrands ?? false,
    brands: me?.brands ?? [],
  };
}
