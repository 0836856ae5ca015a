import { DEMO_ACCOUNT_FLAG } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { memberInfoQueryOptions } from '@/features/identity/auth';
import { useSessionStore } from '@/lib/session-store';

/** Whether the signed-in account is a trial (free play, isAgent 4): it has no money to show. */
export function useIsTrial(): boolean {
  const token = useSessionStore((s) => s.token);
  const profileType = useSessionStore((s) => s.profile?.isAgent);
  const info = useQuery(memberInfoQueryOptions(token)).data;
  return (info?.type ?? profileType) === DEMO_ACCOUNT_FLAG;
}
