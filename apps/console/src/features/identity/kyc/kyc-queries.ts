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

export type KycDecision =
  | { memberId: string; approve: true }
  | { memberId: string; approve: false; note: string };

/**
 * Approves or rejects a pending verification; every queue is read again after it. `onDecided` is
 * the hook's own callback, not the call's: the decided member leaves the queue and its review
 * with it, and a callback of that review would not run once it is gone.
 */
export function useKycDecision(onDecided: (decision: KycDecision) => void) {
  const client = useQueryClient();
  return useMutation({
    // An approval's note may be left out, but a POST with no body at all reaches the server's
    // schema as null, which it refuses: the approval sends an empty object.
    mutationFn: (d: KycDecision) =>
      d.approve
        ? identityCall('members.kycApprove', { params: { memberId: d.memberId }, body: {} })
        : identityCall('members.kycReject', { params: { memberId: d.memberId }, body: { note: d.note } }),
    onSuccess: (_answer, decision) => onDecided(decision),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: identityKeys.kycQueues });
    },
  });
}
