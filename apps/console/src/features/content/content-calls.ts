import {
  type contentContracts,
  contentEndpoints,
  type contentExportContracts,
  contentExportEndpoints,
  type helpContracts,
  helpEndpoints,
  type siteLinksContracts,
  siteLinksEndpoints,
} from '@pf/shared/contracts/content';
import { contractCalls, contractFiles } from '@/lib/contract-call';

/** Banners, notices, popups and their images, typed from their contracts. */
export const contentCall = contractCalls<typeof contentContracts>(contentEndpoints);
/** Help centre articles. */
export const helpCall = contractCalls<typeof helpContracts>(helpEndpoints);
/** App downloads, social links and customer-service desks. */
export const siteCall = contractCalls<typeof siteLinksContracts>(siteLinksEndpoints);
/** Each content list as a CSV file. */
export const contentFile = contractFiles<typeof contentExportContracts>(contentExportEndpoints);

/** The query keys of the content screens. */
export const contentKeys = {
  all: ['content'] as const,
  banners: (language: string) => ['content', 'banners', language] as const,
  notices: (kind: string, language: string) => ['content', 'notices', kind, language] as const,
  help: (language: string) => ['content', 'help', language] as const,
  links: (list: string) => ['content', 'links', list] as const,
};
