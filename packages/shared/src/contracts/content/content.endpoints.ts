import { endpointTable } from '../endpoint.ts';

export const contentEndpoints = endpointTable({
  'content.notice': 'GET /wps/system/notice',
  'content.announcements': 'GET POST /wps/relay/MCSFE_getListAnnouncements',
  'content.image': 'GET /wps/content/images/:imageId',
  'content.uploadImage': 'POST /bo/api/content/images',
  'content.banners': 'GET /bo/api/content/banners',
  'content.createBanner': 'POST /bo/api/content/banners',
  'content.updateBanner': 'PUT /bo/api/content/banners/:id',
  'content.deleteBanner': 'DELETE /bo/api/content/banners/:id',
  'content.notices': 'GET /bo/api/content/notices',
  'content.createNotice': 'POST /bo/api/content/notices',
  'content.updateNotice': 'PUT /bo/api/content/notices/:id',
  'content.deleteNotice': 'DELETE /bo/api/content/notices/:id',
});
