import { contractsOf, staffCall } from '../calls.ts';
import { vendorsEndpoints as e } from './vendors.endpoints.ts';
import {
  vendorCredentialsSchema,
  vendorCredentialsUpdateSchema,
  vendorImportBodySchema,
  vendorImportResultSchema,
  vendorParamsSchema,
  vendorQuerySchema,
  vendorTestResultSchema,
} from './vendors.schema.ts';

export * from './vendors.schema.ts';

const callTags = { staff: ['back office'] } as const;

/**
 * /bo/api/vendors (role admin): a merchant's credentials for a vendor's wallet protocol, and the
 * import of the vendor's game list into the catalog. See docs/vendors/pragmatic.md and hub88.md.
 */
export const vendorsContracts = contractsOf(e, callTags, {
  'vendors.credentials': staffCall("The merchant's connection to a vendor (the secret is never answered)", {
    permission: 'vendors.manage',
    params: vendorParamsSchema,
    query: vendorQuerySchema,
    response: vendorCredentialsSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'] as const,
  }),
  'vendors.setCredentials': staffCall("Sets the merchant's connection to a vendor; audited", {
    permission: 'vendors.manage',
    params: vendorParamsSchema,
    body: vendorCredentialsUpdateSchema,
    response: vendorCredentialsSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND', 'SECRET_REQUIRED', 'VENDOR_KEYS_INVALID'] as const,
  }),
  'vendors.importGames': staffCall(
    "Imports the vendor's game list into the catalog; a rerun adds nothing twice",
    {
      permission: 'vendors.manage',
      params: vendorParamsSchema,
      body: vendorImportBodySchema,
      response: vendorImportResultSchema,
      errors: ['MERCHANT_REQUIRED', 'NOT_FOUND', 'VENDOR_DISABLED', 'VENDOR_UNAVAILABLE'] as const,
    },
  ),
  'vendors.testConnection': staffCall(
    'Asks the vendor (or its simulator) for its game list with the stored connection; audited',
    {
      permission: 'vendors.manage',
      params: vendorParamsSchema,
      body: vendorImportBodySchema,
      response: vendorTestResultSchema,
      errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'] as const,
    },
  ),
});
