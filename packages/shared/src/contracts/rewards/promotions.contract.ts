import { z } from 'zod';
import { contractsOf, publicCall, staffCall } from '../calls.ts';
import { promotionsEndpoints as e, type promotionsEndpoints } from './promotions.endpoints.ts';
import {
  promotionCreateSchema,
  promotionDeletedSchema,
  promotionDetailQuerySchema,
  promotionDetailSchema,
  promotionIdParamsSchema,
  promotionListQuerySchema,
  promotionListSchema,
  promotionUpdateSchema,
  staffPromotionListQuerySchema,
  staffPromotionSchema,
} from './promotions.schema.ts';

export * from './promotions.schema.ts';

const callTags = { public: ['promotions'], staff: ['promotions (back office)'] } as const;

/** §1 promotions, §2 /promotions and /promoDetail, §3 Promotion. */
export const promotionsContracts = contractsOf(e, callTags, {
  'promotions.list': publicCall(
    "The merchant's promotions running now, in one language, optionally of one category",
    { query: promotionListQuerySchema, response: promotionListSchema },
  ),
  'promotions.detail': publicCall('One running promotion with its terms', {
    params: promotionIdParamsSchema,
    query: promotionDetailQuerySchema,
    response: promotionDetailSchema,
    errors: ['PROMOTION_NOT_FOUND'],
  }),
  'promotions.staffList': staffCall("A merchant's promotions, every state and period", {
    permission: 'content.read',
    query: staffPromotionListQuerySchema,
    response: z.array(staffPromotionSchema),
    errors: ['CONTENT_MERCHANT_REQUIRED'],
  }),
  'promotions.create': staffCall(
    'Adds a promotion with its texts per language and an uploaded content image',
    {
      permission: 'content.write',
      body: promotionCreateSchema,
      response: staffPromotionSchema,
      errors: ['CONTENT_IMAGE_NOT_FOUND', 'CONTENT_MERCHANT_REQUIRED'],
    },
  ),
  'promotions.update': staffCall('Changes a promotion (texts, when given, replace all of its texts)', {
    permission: 'content.write',
    params: promotionIdParamsSchema,
    body: promotionUpdateSchema,
    response: staffPromotionSchema,
    errors: ['PROMOTION_NOT_FOUND', 'CONTENT_IMAGE_NOT_FOUND'],
  }),
  'promotions.delete': staffCall('Removes a promotion', {
    permission: 'content.write',
    params: promotionIdParamsSchema,
    response: promotionDeletedSchema,
    errors: ['PROMOTION_NOT_FOUND'],
  }),
}) satisfies Record<keyof typeof promotionsEndpoints, unknown>;
