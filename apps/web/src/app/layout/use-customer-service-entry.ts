import type { CustomerServiceEntry } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { customerServiceFor, useLoadedPermission } from '@/features/brand/system';
import { memberInfoQueryOptions } from '@/features/identity/auth';
import { useSessionStore } from '@/lib/session-store';

/** The one customer-service channel for whoever is here: VIP above rank level 4, else live chat. */
export function useCustomerServiceEntry(): CustomerServiceEntry | null {
  const { customerService } = useLoadedPermission();
  const token = useSessionStore((s) => s.token);
  const info = useQuery(memberInfoQueryOptions(token)).data;
  return customerServiceFor(customerService, token ? (info?.clubLabel.rankLevel ?? null) : null);
}
