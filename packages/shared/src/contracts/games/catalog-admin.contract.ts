import { contractsOf, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { catalogAdminEndpoints as e } from './catalog-admin.endpoints.ts';
import {
  catalogFilterSchema,
  catalogGameParamsSchema,
  catalogGameSchema,
  catalogGameUpdateSchema,
  catalogListQuerySchema,
  catalogPageSchema,
} from './catalog-admin.schema.ts';

export * from './catalog-admin.schema.ts';

const callTags = { staff: ['back office'] } as const;

/**
 * /bo/api/catalog: the games of the brand the session works on, with the brand's own setting of
 * each (hidden, maintenance and its message). Curating the catalog is content work.
 */
export const catalogAdminContracts = contractsOf(e, callTags, {
  'catalogAdmin.list': staffCall('One page of catalog games with the brand’s setting of each', {
    permission: 'content.read',
    query: catalogListQuerySchema,
    response: catalogPageSchema,
    errors: ['MERCHANT_REQUIRED'] as const,
  }),
  'catalogAdmin.exportCsv': staffCall("The catalog list as CSV with the list's filters", {
    permission: 'content.read',
    query: catalogFilterSchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per game'),
  }),
  'catalogAdmin.update': staffCall('Hides or shows a game, or sets its maintenance, for the brand; audited', {
    permission: 'content.write',
    params: catalogGameParamsSchema,
    body: catalogGameUpdateSchema,
    response: catalogGameSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'] as const,
  }),
});
