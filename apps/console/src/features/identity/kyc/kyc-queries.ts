import type { KycStatus } from '@pf/shared';
import type { kycQueueItemSchema } from '@pf/shared/contracts/identity';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { identityKeys } from '../query-keys';
import { identityCall, identityFile } from '../staff-calls';

export type KycItem = z.output<typeof kycQueueItemSchema>;

export const kycQueueQuery = (status: KycStatus) =>
  queryOptions({
    queryKey: identityKeys.kycQueue(status),
    queryFn: ({ signal }) => identityCall('members.kycQueue', { query: { status, limit: 200 }, signal }),
  });

/** An ID image's bytes; each view is audit-logged by the server, so it is fetched once and kept. */
export const kycImageQuery = (imageId: string) =>
  queryOptions({
    queryKey: identityKeys.kycImage(imageId),
    queryFn: ({ signal }) => identityFile('members.kycReviewImage', { params: { imageId }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

type Decision = { memberId: string; approve: true } | { memberId: string; approve: false; note: string };

/** Approves or rejects a pending verification; every queue is read again after it. */
export function useKycDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      d.approve
        ? identityCall('members.kycApprove', { params: { memberId: d.memberId } })
        : identityCall('members.kycReject', { params: { memberId: d.memberId }, body: { note: d.note } }),
    onSettled: () => client.invalidateQueries({ queryKey: identityKeys.kycQueues }),
  });
}
