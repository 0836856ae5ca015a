import type { ApiContract, ContractBody, ContractParams, ContractQuery } from '@pf/shared/contracts/contract';

/**
 * How the site's query keys are made (decision 0016). Each area declares its own group of keys in
 * `features/<area>/query-keys.ts`, typed from its own contracts, and the shell puts the groups
 * together into the one table (`app/query-keys.ts`). A key starts with its group's prefix, so one
 * invalidation of the prefix reaches every read under it: the push topics (push-topics.ts) name
 * the prefixes below, and sign-out drops the member's. Keys of a member's reads carry the session
 * token, so another account on the same tab never sees a cached answer. Nothing outside the key
 * files writes a key by hand (lint/one-query-key-table.grit).
 */

export type Token = string | null;

type Call<G, K extends keyof G> = G[K] extends ApiContract ? G[K] : never;
/** What a call of group G sends, from its contract: a key carries the fields its answer depends on. */
export type KeyQuery<G, K extends keyof G> = NonNullable<ContractQuery<Call<G, K>>>;
export type KeyBody<G, K extends keyof G> = NonNullable<ContractBody<Call<G, K>>>;
export type KeyParams<G, K extends keyof G> = NonNullable<ContractParams<Call<G, K>>>;

/**
 * The prefixes the floor itself invalidates (a push topic, a movement of money): the groups that
 * own them start their keys with these.
 */
export const KEY_ROOTS = {
  /** Every money read, and what moves with money (bonus grants). */
  wallet: ['wallet'],
  messages: ['messages'],
  chat: ['support-chat'],
  lottery: ['lottery'],
  crash: ['crash'],
} as const;
