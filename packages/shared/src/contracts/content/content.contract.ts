import { z } from 'zod';
import { contractsOf, publicCall, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { pictureQuerySchema } from '../picture.schema.ts';
import { type contentEndpoints, contentEndpoints as e } from './content.endpoints.ts';
import {
  announcementListQuerySchema,
  announcementListSchema,
  bannerCreateSchema,
  bannerUpdateSchema,
  CONTENT_IMAGE_TYPES,
  contentIdParamsSchema,
  contentImageParamsSchema,
  contentImageSchema,
  contentImageUploadSchema,
  deletedSchema,
  noticeCreateSchema,
  noticeQuerySchema,
  noticeResponseSchema,
  noticeUpdateSchema,
  staffBannerSchema,
  staffContentListQuerySchema,
  staffNoticeListQuerySchema,
  staffNoticeSchema,
} from './content.schema.ts';

const merchantScoped = ['CONTENT_MERCHANT_REQUIRED'] as const;

const callTags = { public: ['content'], staff: ['content (back office)'] } as const;

/** §3 Announcement, Notice, Banner and §7 Common: what the site shows around its pages. */
export const contentContracts = contractsOf(e, callTags, {
  'content.notice': publicCall(
    'Home notice titles, route banners, the publicity popup (public or logged-in list) and promotions',
    { query: noticeQuerySchema, response: noticeResponseSchema },
  ),
  'content.announcements': publicCall(
    'One page of the notice list (9 per page) or the publicity list (8 per page)',
    {
      query: announcementListQuerySchema,
      body: announcementListQuerySchema,
      response: announcementListSchema,
    },
  ),
  'content.image': publicCall('A banner image (public; its address changes whenever the image does)', {
    params: contentImageParamsSchema,
    query: pictureQuerySchema,
    ...fileAnswer(CONTENT_IMAGE_TYPES, 'The image bytes'),
    errors: ['CONTENT_IMAGE_NOT_FOUND'],
  }),
  'content.uploadImage': staffCall('Stores a banner image (png, jpg or webp by its bytes, at most 5 MB)', {
    permission: 'content.write',
    body: contentImageUploadSchema,
    response: contentImageSchema,
    errors: ['CONTENT_IMAGE_TYPE', 'CONTENT_IMAGE_SIZE', ...merchantScoped],
  }),
  'content.banners': staffCall("A merchant's banners, by language", {
    permission: 'content.read',
    query: staffContentListQuerySchema,
    response: z.array(staffBannerSchema),
    errors: [...merchantScoped],
  }),
  'content.createBanner': staffCall('Adds a banner to a route group in one language', {
    permission: 'content.write',
    body: bannerCreateSchema,
    response: staffBannerSchema,
    errors: ['CONTENT_IMAGE_NOT_FOUND', ...merchantScoped],
  }),
  'content.updateBanner': staffCall('Changes a banner', {
    permission: 'content.write',
    params: contentIdParamsSchema,
    body: bannerUpdateSchema,
    response: staffBannerSchema,
    errors: ['CONTENT_NOT_FOUND', 'CONTENT_IMAGE_NOT_FOUND'],
  }),
  'content.deleteBanner': staffCall('Removes a banner', {
    permission: 'content.write',
    params: contentIdParamsSchema,
    response: deletedSchema,
    errors: ['CONTENT_NOT_FOUND'],
  }),
  'content.notices': staffCall("A merchant's notices and publicity popups, by language", {
    permission: 'content.read',
    query: staffNoticeListQuerySchema,
    response: z.array(staffNoticeSchema),
    errors: [...merchantScoped],
  }),
  'content.createNotice': staffCall('Adds a notice or a publicity popup in one language', {
    permission: 'content.write',
    body: noticeCreateSchema,
    response: staffNoticeSchema,
    errors: [...merchantScoped],
  }),
  'content.updateNotice': staffCall('Changes a notice or a publicity popup', {
    permission: 'content.write',
    params: contentIdParamsSchema,
    body: noticeUpdateSchema,
    response: staffNoticeSchema,
    errors: ['CONTENT_NOT_FOUND'],
  }),
  'content.deleteNotice': staffCall('Removes a notice or a publicity popup', {
    permission: 'content.write',
    params: contentIdParamsSchema,
    response: deletedSchema,
    errors: ['CONTENT_NOT_FOUND'],
  }),
}) satisfies Record<keyof typeof contentEndpoints, unknown>;
