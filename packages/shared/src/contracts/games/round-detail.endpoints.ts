import { endpointTable } from '../endpoint.ts';

/** A third-party round's detail page at its vendor, from the member's betting record. */
export const roundDetailEndpoints = endpointTable({
  'rounds.detailLink': 'POST /wps/relay/roundDetailLink',
});
