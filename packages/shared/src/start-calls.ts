/**
 * The notice call the player site makes as it starts (§7 Notice: banners, home notice titles and
 * the publicity popup of the visitor's or the member's list). The site asks with this query; the
 * server names the same address in a visitor's page, so the answer travels with the scripts
 * instead of after them. Both must build it here for the browser to match the two.
 */
export function siteNoticeQuery(language: string, merchantCode: string, member: boolean) {
  return {
    types: member ? 'B,H,PL' : 'B,H,PU',
    platform: 'web' as const,
    execution: 'B' as const,
    language,
    merchantCode,
  };
}
