import type { auditEntrySchema } from '@pf/shared/contracts/identity';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { identityKeys } from '../query-keys';
import { identityCall } from '../staff-calls';

export type AuditEntry = z.output<typeof auditEntrySchema>;

/** The newest audit entries, narrowed to one kind of target and one target when given. */
export const auditQuery = (targetType: string, targetId: string) =>
  queryOptions({
    queryKey: identityKeys.audit(targetType, targetId),
    queryFn: ({ signal }) =>
      identityCall('members.audit', {
        query: {
          ...(targetType ? { targetType } : {}),
          ...(targetId ? { targetId } : {}),
          limit: 200,
        },
        signal,
      }),
  });
