import { z } from 'zod';
import { defineContract } from '../contract.ts';
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

const tags = ['promotions'] as const;
const boTags = ['promotions (back office)'] as const;

/** §1 promotions, §2 /promotions and /promoDetail, §3 Promotion. */
export const promotionsContracts = {
  'promotions.list': defineContract({
    ...e['promotions.list'],
    summary: "The merchant's promotions running now, in one language, optionally of one category",
    auth: 'public',
    tags,
    query: promotionListQuerySchema,
    response: promotionListSchema,
    errors: [],
  }),
  'promotions.detail': defineContract({
    ...e['promotions.detail'],
    summary: 'One running promotion with its terms',
    auth: 'public',
    tags,
    params: promotionIdParamsSchema,
    query: promotionDetailQuerySchema,
    response: promotionDetailSchema,
    errors: ['PROMOTION_NOT_FOUND'],
  }),
  'promotions.staffList': defineContract({
    ...e['promotions.staffList'],
    summary: "A merchant's promotions, every state and period",
    auth: 'staff',
    tags: boTags,
    query: staffPromotionListQuerySchema,
    response: z.array(staffPromotionSchema),
    errors: ['CONTENT_MERCHANT_REQUIRED'],
  }),
  'promotions.create': defineContract({
    ...e['promotions.create'],
    summary: 'Adds a promotion with its texts per language and an uploaded content image',
    auth: 'staff',
    tags: boTags,
    body: promotionCreateSchema,
    response: staffPromotionSchema,
    errors: ['CONTENT_IMAGE_NOT_FOUND', 'CONTENT_MERCHANT_REQUIRED'],
  }),
  'promotions.update': defineContract({
    ...e['promotions.update'],
    summary: 'Changes a promotion (texts, when given, replace all of its texts)',
    auth: 'staff',
    tags: boTags,
    params: promotionIdParamsSchema,
    body: promotionUpdateSchema,
    response: staffPromotionSchema,
    errors: ['PROMOTION_NOT_FOUND', 'CONTENT_IMAGE_NOT_FOUND'],
  }),
  'promotions.delete': defineContract({
    ...e['promotions.delete'],
    summary: 'Removes a promotion',
    auth: 'staff',
    tags: boTags,
    params: promotionIdParamsSchema,
    response: promotionDeletedSchema,
    errors: ['PROMOTION_NOT_FOUND'],
  }),
} as const satisfies Record<keyof typeof promotionsEndpoints, unknown>;
