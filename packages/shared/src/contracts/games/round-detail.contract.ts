import { z } from 'zod';
import { contractsOf, memberCall } from '../calls.ts';
import { roundDetailEndpoints as e } from './round-detail.endpoints.ts';

const callTags = { member: ['games'] } as const;

/** A record row's id: vendor rounds are numbered; our own lottery's lines (`L…`) have no vendor. */
export const roundDetailLinkInput = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const roundDetailLinkSchema = z.object({
  /** The vendor's page for the round; opened in a new tab, valid for a short while at some vendors. */
  url: z.url({ protocol: /^https?$/ }),
});

/**
 * The link to one of the member's own rounds at its vendor (Pragmatic asks its history call, with
 * the round's player, game and round; Evolution's round page). NOT_FOUND: no such round of this
 * member, or its vendor offers no detail (the row's `roundDetail` is false);
 * VENDOR_UNAVAILABLE: the vendor failed, refused or did not answer in time.
 */
export const roundDetailContracts = contractsOf(e, callTags, {
  'rounds.detailLink': memberCall("The vendor's detail page of one of the member's own third-party rounds", {
    body: roundDetailLinkInput,
    response: roundDetailLinkSchema,
    errors: ['NOT_FOUND', 'VENDOR_UNAVAILABLE'] as const,
  }),
});
