import type { SystemStatus } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { permissionQueryOptions } from './permission';

/**
 * The system status arrives inside the permission answer, so this reads that same cached call
 * instead of a second request; refetching permission refreshes the status too.
 */
export function useSystemStatus() {
  return useQuery({ ...permissionQueryOptions(), select: (permission): SystemStatus => permission.status });
}
