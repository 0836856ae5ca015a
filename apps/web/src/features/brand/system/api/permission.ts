import type { Permission } from '@pf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandKeys } from '@/features/brand/query-keys';
import { callApi } from './calls';

/** The permission call carries the host so the server can resolve the merchant (§7). */
export function fetchPermission(signal?: AbortSignal): Promise<Permission> {
  return callApi('system.permission', { query: { url: window.location.host }, signal });
}

/**
 * Fetched once per page load: it decides whether the app shows at all. Only an explicit refresh
 * (the maintenance page's button, the error screen's retry) fetches it again.
 */
export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: brandKeys.permission(),
    queryFn: ({ signal }) => fetchPermission(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const usePermission = () => useQuery(permissionQueryOptions());

/**
 * For components below the app-start gate, which only renders the app once permission is
 * loaded; needing it earlier is a wiring mistake worth failing loudly on.
 */
export function useLoadedPermission(): Permission {
  const { data } = usePermission();
  if (!data) throw new Error('useLoadedPermission used before the permission call finished');
  return data;
}
