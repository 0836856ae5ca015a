/**
 * The notice calls the player site makes as it starts (§7 Notice). The site asks with these
 * queries; the server names the same addresses in the page, so the answers travel with the scripts
 * instead of after them. Both must build them here for the browser to match the two.
 */
const noticeQuery = (types: string, language: string, merchantCode: string) => ({
  types,
  platform: 'web' as const,
  execution: 'B' as const,
  language,
  merchantCode,
});

/**
 * The banners alone: the same for visitors and members, so the site asks without the member's
 * token and every page, a member's too, can name the call.
 */
export const siteBannersQuery = (language: string, merchantCode: string) =>
  noticeQuery('B', language, merchantCode);

/** Home's notice titles and the publicity popup of the visitor's or the member's list. */
export const siteNoticeQuery = (language: string, merchantCode: string, member: boolean) =>
  noticeQuery(member ? 'H,PL' : 'H,PU', language, merchantCode);
