import { endpoint } from '../endpoint.ts';

export const contentEndpoints = {
  'content.notice': endpoint(['GET'], '/wps/system/notice'),
  'content.announcements': endpoint(['GET', 'POST'], '/wps/relay/MCSFE_getListAnnouncements'),
  'content.image': endpoint(['GET'], '/wps/content/images/:imageId'),
  'content.uploadImage': endpoint(['POST'], '/bo/api/content/images'),
  'content.banners': endpoint(['GET'], '/bo/api/content/banners'),
  'content.createBanner': endpoint(['POST'], '/bo/api/content/banners'),
  'content.updateBanner': endpoint(['PUT'], '/bo/api/content/banners/:id'),
  'content.deleteBanner': endpoint(['DELETE'], '/bo/api/content/banners/:id'),
  'content.notices': endpoint(['GET'], '/bo/api/content/notices'),
  'content.createNotice': endpoint(['POST'], '/bo/api/content/notices'),
  'content.updateNotice': endpoint(['PUT'], '/bo/api/content/notices/:id'),
  'content.deleteNotice': endpoint(['DELETE'], '/bo/api/content/notices/:id'),
} as const;
