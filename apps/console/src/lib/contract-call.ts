import {
  type CallInputOf,
  type ContractResponse,
  type ContractTable,
  type Endpoint,
  type EnvelopeCall,
  type FileCall,
  pathWith,
} from '@pf/shared';
import { apiFile, apiRequest, type RequestOptions } from './api-client';

type Endpoints<T extends ContractTable> = { readonly [K in keyof T]: Endpoint };

interface LooseInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
}

function address({ path }: Endpoint, input: LooseInput | undefined): string {
  return pathWith(path, input?.params as Record<string, string | number> | undefined);
}

function options({ methods }: Endpoint, input: LooseInput | undefined): RequestOptions {
  return {
    method: methods[0],
    query: input?.query as RequestOptions['query'],
    body: input?.body,
    signal: input?.signal,
  };
}

/**
 * The console's caller of an area's back-office calls by name. Request and answer are typed from
 * the shared contracts (only the endpoints' method and path are read at run time), so the console
 * never types a payload by hand.
 */
export function contractCalls<T extends ContractTable>(endpoints: Endpoints<T>) {
  return <K extends EnvelopeCall<T>>(name: K, input?: CallInputOf<T[K]>): Promise<ContractResponse<T[K]>> =>
    apiRequest<ContractResponse<T[K]>>(address(endpoints[name], input), options(endpoints[name], input));
}

/** The same for the calls that answer a file: they resolve to its bytes. */
export function contractFiles<T extends ContractTable>(endpoints: Endpoints<T>) {
  return <K extends FileCall<T>>(name: K, input?: CallInputOf<T[K]>): Promise<Blob> =>
    apiFile(address(endpoints[name], input), options(endpoints[name], input));
}
