import type { ApiContract, ContractBody, ContractParams, ContractQuery } from './contract.ts';

// Types only: both front ends (the player site and the operator console) send calls typed from
// these, so neither writes a payload's type by hand.

/** Contracts by call name, as an area's contract groups declare them; only their types are read. */
export type ContractTable = { readonly [name: string]: ApiContract };

/** The calls of a table that answer the envelope: every call but the file downloads. */
export type EnvelopeCall<T extends ContractTable> = {
  [K in keyof T & string]: T[K] extends { file: readonly string[] } ? never : K;
}[keyof T & string];

/** The calls of a table that answer a file's bytes (an image, a document). */
export type FileCall<T extends ContractTable> = Exclude<keyof T & string, EnvelopeCall<T>>;

/** The input of one call, typed from its contract; only what the contract takes may be given. */
export type CallInputOf<C extends ApiContract> = (ContractParams<C> extends undefined
  ? { params?: undefined }
  : { params: ContractParams<C> }) &
  (ContractQuery<C> extends undefined ? { query?: undefined } : { query?: ContractQuery<C> }) &
  (ContractBody<C> extends undefined ? { body?: undefined } : { body?: ContractBody<C> }) & {
    signal?: AbortSignal;
  };
