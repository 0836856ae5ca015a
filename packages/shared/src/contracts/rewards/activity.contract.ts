import { z } from 'zod';
import { defineContract } from '../contract.ts';
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

const tags = ['activity'] as const;
const boTags = ['activity (back office)'] as const;

/** §3 Activity application, §4 Activity states, §5 Activity apply; the back office's review. */
export const activityContracts = {
  'activity.apply': defineContract({
    ...e['activity.apply'],
    summary: 'Applies for a promotion with a comment and up to 3 png/jpg images (once per member)',
    auth: 'member',
    tags,
    body: activityApplySchema,
    response: activityApplicationSchema,
    errors: ['ACTIVITY_NOT_AVAILABLE', 'ACTIVITY_ALREADY_APPLIED', 'IMAGE_TYPE', 'IMAGE_SIZE'],
  }),
  'activity.mine': defineContract({
    ...e['activity.mine'],
    summary: "The member's applications, newest first",
    auth: 'member',
    tags,
    response: activityMineSchema,
    errors: [],
  }),
  'activity.state': defineContract({
    ...e['activity.state'],
    summary: "The member's §4 activity state for one promotion",
    auth: 'member',
    tags,
    params: activityPromotionParamsSchema,
    response: activityStateSchema,
    errors: ['PROMOTION_NOT_FOUND'],
  }),
  'activity.image': defineContract({
    ...e['activity.image'],
    summary: "One image of the member's own application",
    auth: 'member',
    tags,
    params: activityImageParamsSchema,
    ...activityImageAnswer,
    errors: ['NOT_FOUND'],
  }),
  'activity.staffList': defineContract({
    ...e['activity.staffList'],
    summary: 'Applications of the staff member’s merchant (or all), by status and promotion',
    auth: 'staff',
    tags: boTags,
    query: staffActivityListQuerySchema,
    response: z.array(staffActivityApplicationSchema),
    errors: [],
  }),
  'activity.staffImage': defineContract({
    ...e['activity.staffImage'],
    summary: 'One application image, for review (every view is audit-logged)',
    auth: 'staff',
    tags: boTags,
    params: activityImageParamsSchema,
    ...activityImageAnswer,
    errors: ['NOT_FOUND'],
  }),
  'activity.approve': defineContract({
    ...e['activity.approve'],
    summary: 'Approves an application, paying the optional reward to cash exactly once',
    auth: 'staff',
    tags: boTags,
    params: activityIdParamsSchema,
    body: activityApproveSchema,
    response: staffActivityApplicationSchema,
    errors: ['ACTIVITY_NOT_FOUND', 'ACTIVITY_NOT_PENDING', 'ACTIVITY_REWARD_ROLE'],
  }),
  'activity.reject': defineContract({
    ...e['activity.reject'],
    summary: 'Rejects an application with a reason shown to the member',
    auth: 'staff',
    tags: boTags,
    params: activityIdParamsSchema,
    body: activityRejectSchema,
    response: staffActivityApplicationSchema,
    errors: ['ACTIVITY_NOT_FOUND', 'ACTIVITY_NOT_PENDING'],
  }),
  'activity.setRequired': defineContract({
    ...e['activity.setRequired'],
    summary: 'Switches whether a promotion is taken part in by application',
    auth: 'staff',
    tags: boTags,
    params: activityPromotionParamsSchema,
    body: activitySetRequiredSchema,
    response: activitySetRequiredResultSchema,
    errors: ['PROMOTION_NOT_FOUND'],
  }),
} as const satisfies Record<keyof typeof activityEndpoints, unknown>;
