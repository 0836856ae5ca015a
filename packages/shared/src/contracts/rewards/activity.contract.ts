import { z } from 'zod';
import { contractsOf, memberCall, staffCall } from '../calls.ts';
import { type activityEndpoints, activityEndpoints as e } from './activity.endpoints.ts';
import {
  activityApplicationSchema,
  activityApplySchema,
  activityApproveSchema,
  activityIdParamsSchema,
  activityImageAnswer,
  activityImageParamsSchema,
  activityMineSchema,
  activityPromotionParamsSchema,
  activityRejectSchema,
  activitySetRequiredResultSchema,
  activitySetRequiredSchema,
  activityStateSchema,
  staffActivityApplicationSchema,
  staffActivityListQuerySchema,
} from './activity.schema.ts';

export * from './activity.schema.ts';

const callTags = { member: ['activity'], staff: ['activity (back office)'] } as const;

/** §3 Activity application, §4 Activity states, §5 Activity apply; the back office's review. */
export const activityContracts = contractsOf(e, callTags, {
  'activity.apply': memberCall(
    'Applies for a promotion with a comment and up to 3 png/jpg images (once per member)',
    {
      body: activityApplySchema,
      response: activityApplicationSchema,
      errors: ['ACTIVITY_NOT_AVAILABLE', 'ACTIVITY_ALREADY_APPLIED', 'IMAGE_TYPE', 'IMAGE_SIZE'],
    },
  ),
  'activity.mine': memberCall("The member's applications, newest first", { response: activityMineSchema }),
  'activity.state': memberCall("The member's §4 activity state for one promotion", {
    params: activityPromotionParamsSchema,
    response: activityStateSchema,
    errors: ['PROMOTION_NOT_FOUND'],
  }),
  'activity.image': memberCall("One image of the member's own application", {
    params: activityImageParamsSchema,
    ...activityImageAnswer,
    errors: ['NOT_FOUND'],
  }),
  'activity.staffList': staffCall(
    'Applications of the staff member’s merchant (or all), by status and promotion',
    {
      permission: 'activity.read',
      query: staffActivityListQuerySchema,
      response: z.array(staffActivityApplicationSchema),
    },
  ),
  'activity.staffImage': staffCall('One application image, for review (every view is audit-logged)', {
    permission: 'activity.read',
    params: activityImageParamsSchema,
    ...activityImageAnswer,
    errors: ['NOT_FOUND'],
  }),
  'activity.approve': staffCall('Approves an application, paying the optional reward to cash exactly once', {
    permission: 'activity.decide',
    params: activityIdParamsSchema,
    body: activityApproveSchema,
    response: staffActivityApplicationSchema,
    errors: ['ACTIVITY_NOT_FOUND', 'ACTIVITY_NOT_PENDING', 'ACTIVITY_REWARD_ROLE'],
  }),
  'activity.reject': staffCall('Rejects an application with a reason shown to the member', {
    permission: 'activity.decide',
    params: activityIdParamsSchema,
    body: activityRejectSchema,
    response: staffActivityApplicationSchema,
    errors: ['ACTIVITY_NOT_FOUND', 'ACTIVITY_NOT_PENDING'],
  }),
  'activity.setRequired': staffCall('Switches whether a promotion is taken part in by application', {
    permission: 'activity.decide',
    params: activityPromotionParamsSchema,
    body: activitySetRequiredSchema,
    response: activitySetRequiredResultSchema,
    errors: ['PROMOTION_NOT_FOUND'],
  }),
}) satisfies Record<keyof typeof activityEndpoints, unknown>;
