import { endpointTable } from '../endpoint.ts';

/** Back office: the content lists (banners, notices and popups, help articles, site links) as downloads. */
export const contentExportEndpoints = endpointTable({
  'content.bannersCsv': 'GET /bo/api/content/banners.csv',
  'content.noticesCsv': 'GET /bo/api/content/notices.csv',
  'help.boCsv': 'GET /bo/api/help.csv',
  'siteLinks.csv': 'GET /bo/api/site/links.csv',
});
