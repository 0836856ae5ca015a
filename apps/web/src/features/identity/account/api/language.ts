import type { SiteLanguage } from '@pf/shared';
import { callApi } from './calls';

/** Keeps a signed-in member's language on the server, for the messages it sends (§4 Language change). */
export const saveMemberLanguage = (language: SiteLanguage) =>
  callApi('members.setLanguage', { body: { language } });
