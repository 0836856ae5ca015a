import { contractsOf, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { staffContentListQuerySchema, staffNoticeListQuerySchema } from './content.schema.ts';
import { contentExportEndpoints as e } from './content-export.endpoints.ts';
import { boHelpQuerySchema } from './help.schema.ts';
import { siteLinksQuerySchema } from './site-links.schema.ts';

const callTags = { staff: ['content (back office)'] } as const;

/** Each content list with the list's own filters, as CSV the server writes to the audit log. */
export const contentExportContracts = contractsOf(e, callTags, {
  'content.bannersCsv': staffCall("The brand's banners as CSV, with the list's filters", {
    permission: 'content.read',
    query: staffContentListQuerySchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per banner'),
    errors: ['CONTENT_MERCHANT_REQUIRED'],
  }),
  'content.noticesCsv': staffCall("The brand's notices and popups as CSV, with the list's filters", {
    permission: 'content.read',
    query: staffNoticeListQuerySchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per notice or popup'),
    errors: ['CONTENT_MERCHANT_REQUIRED'],
  }),
  'help.boCsv': staffCall("The brand's help articles as CSV, with the list's filters", {
    permission: 'content.read',
    query: boHelpQuerySchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per article'),
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'siteLinks.csv': staffCall("The brand's app downloads, social links and service desks as CSV", {
    permission: 'content.read',
    query: siteLinksQuerySchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per link'),
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
});
