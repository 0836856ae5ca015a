import { z } from 'zod';
import { contractsOf, memberCall, publicCall, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { pictureQuerySchema } from '../picture.schema.ts';
import { pointsEndpoints as e } from './points.endpoints.ts';
import {
  convertPointResultSchema,
  convertPointSchema,
  POINT_IMAGE_TYPES,
  pointBalanceSchema,
  pointConfigSchema,
  pointEntriesQuerySchema,
  pointEntryListSchema,
  pointIdParamsSchema,
  pointImageParamsSchema,
  pointRedeemListQuerySchema,
  pointRedeemListSchema,
  pointRewardListSchema,
  pointRewardsQuerySchema,
  redeemPointRewardResultSchema,
  redeemPointRewardSchema,
  staffPointConfigBodySchema,
  staffPointConfigSchema,
  staffPointImageSchema,
  staffPointImageUploadSchema,
  staffPointRedeemListQuerySchema,
  staffPointRedeemListSchema,
  staffPointRedeemSchema,
  staffPointRewardCreateSchema,
  staffPointRewardSchema,
  staffPointRewardUpdateSchema,
  staffPointsQuerySchema,
  staffRedeemDecisionSchema,
} from './points.schema.ts';

const brandScoped = ['MERCHANT_REQUIRED', 'NOT_FOUND'] as const;
const paymentPassword = [
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYMENT_PASSWORD_WRONG',
  'PAYMENT_PASSWORD_LOCKED',
] as const;

const callTags = { member: ['points'], public: ['points'], staff: ['back office'] } as const;

/** §7 Points: balance, mall, redemption and conversion; the back office's rules, rewards and decisions. */
export const pointsContracts = contractsOf(e, callTags, {
  'points.balance': memberCall("The member's current points (they never expire)", {
    response: pointBalanceSchema,
  }),
  'points.config': memberCall("The brand's points ratio and conversion rate", {
    response: pointConfigSchema,
  }),
  'points.rewards': memberCall('The rewards of the points mall with their cost in points and stock', {
    query: pointRewardsQuerySchema,
    body: pointRewardsQuerySchema,
    response: pointRewardListSchema,
  }),
  'points.redeems': memberCall("The member's redemptions, newest first (in process, rejected, approved)", {
    query: pointRedeemListQuerySchema,
    body: pointRedeemListQuerySchema,
    response: pointRedeemListSchema,
  }),
  'points.entries': memberCall("Every change of the member's points, newest first", {
    query: pointEntriesQuerySchema,
    body: pointEntriesQuerySchema,
    response: pointEntryListSchema,
  }),
  'points.redeem': memberCall(
    'Redeems a reward for points (payment password checked); a retry with the same requestId redeems once',
    {
      body: redeemPointRewardSchema,
      response: redeemPointRewardResultSchema,
      errors: [
        'POINTS_DISABLED',
        'POINTS_REWARD_NOT_FOUND',
        'POINTS_OUT_OF_STOCK',
        'POINTS_INSUFFICIENT',
        'IDEMPOTENCY_CONFLICT',
        ...paymentPassword,
      ],
    },
  ),
  'points.convert': memberCall(
    'Converts points to cash in the wallet (payment password checked); a retry with the same requestId converts once',
    {
      body: convertPointSchema,
      response: convertPointResultSchema,
      errors: [
        'POINTS_DISABLED',
        'POINTS_CONVERT_MIN',
        'POINTS_CONVERT_STEP',
        'POINTS_INSUFFICIENT',
        'IDEMPOTENCY_CONFLICT',
        ...paymentPassword,
      ],
    },
  ),
  'points.image': publicCall('A reward image (public; its address changes whenever the image does)', {
    params: pointImageParamsSchema,
    query: pictureQuerySchema,
    ...fileAnswer(POINT_IMAGE_TYPES, 'The image bytes'),
    errors: ['POINTS_IMAGE_NOT_FOUND'],
  }),
  'points.boConfig': staffCall("A brand's points rules", {
    permission: 'rewards.read',
    query: staffPointsQuerySchema,
    response: staffPointConfigSchema,
    errors: [...brandScoped],
  }),
  'points.boSaveConfig': staffCall(
    "Saves a brand's points ratio, conversion rate and minimum (audit-logged)",
    {
      permission: 'rewards.write',
      body: staffPointConfigBodySchema,
      response: staffPointConfigSchema,
      errors: [...brandScoped],
    },
  ),
  'points.boRewards': staffCall("A brand's points mall rewards, archived ones left out", {
    permission: 'content.read',
    query: staffPointsQuerySchema,
    response: z.array(staffPointRewardSchema),
    errors: [...brandScoped],
  }),
  'points.boCreateReward': staffCall('Adds a reward to the points mall (audit-logged)', {
    permission: 'content.write',
    body: staffPointRewardCreateSchema,
    response: staffPointRewardSchema,
    errors: ['POINTS_IMAGE_NOT_FOUND', ...brandScoped],
  }),
  'points.boUpdateReward': staffCall(
    'Changes a reward: names, image, cost, stock, order, shown or not (audit-logged)',
    {
      permission: 'content.write',
      params: pointIdParamsSchema,
      body: staffPointRewardUpdateSchema,
      response: staffPointRewardSchema,
      errors: ['POINTS_REWARD_NOT_FOUND', 'POINTS_IMAGE_NOT_FOUND'],
    },
  ),
  'points.boArchiveReward': staffCall(
    'Takes a reward out of the mall for good; its redemptions keep it (audit-logged)',
    {
      permission: 'content.write',
      params: pointIdParamsSchema,
      response: z.null(),
      errors: ['POINTS_REWARD_NOT_FOUND'],
    },
  ),
  'points.boUploadImage': staffCall(
    'Stores a reward image (png, jpg or webp by its bytes, at most 5 MB; audit-logged)',
    {
      permission: 'content.write',
      body: staffPointImageUploadSchema,
      response: staffPointImageSchema,
      errors: ['POINTS_IMAGE_TYPE', 'POINTS_IMAGE_SIZE', ...brandScoped],
    },
  ),
  'points.boRedeems': staffCall("A brand's redemptions, newest first, by state", {
    permission: 'rewards.read',
    query: staffPointRedeemListQuerySchema,
    response: staffPointRedeemListSchema,
    errors: [...brandScoped],
  }),
  'points.boDecideRedeem': staffCall(
    'Approves a redemption, or rejects it and gives the points and stock back (audit-logged)',
    {
      permission: 'rewards.write',
      params: pointIdParamsSchema,
      body: staffRedeemDecisionSchema,
      response: staffPointRedeemSchema,
      errors: ['POINTS_REDEEM_NOT_FOUND', 'POINTS_REDEEM_DECIDED'],
    },
  ),
});
