import { defineContract } from '../contract.ts';
import { vendorsEndpoints as e } from './vendors.endpoints.ts';
import {
  vendorCredentialsSchema,
  vendorCredentialsUpdateSchema,
  vendorImportBodySchema,
  vendorImportResultSchema,
  vendorParamsSchema,
  vendorQuerySchema,
} from './vendors.schema.ts';

export * from './vendors.schema.ts';

const tags = ['back office'] as const;
const auth = 'staff';

/**
 * /bo/api/vendors (role admin): a merchant's credentials for a vendor's wallet protocol, and the
 * import of the vendor's game list into the catalog. See docs/vendors/pragmatic.md and hub88.md.
 */
export const vendorsContracts = {
  'vendors.credentials': defineContract({
    ...e['vendors.credentials'],
    summary: "The merchant's connection to a vendor (the secret is never answered)",
    auth,
    tags,
    params: vendorParamsSchema,
    query: vendorQuerySchema,
    response: vendorCredentialsSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'] as const,
  }),
  'vendors.setCredentials': defineContract({
    ...e['vendors.setCredentials'],
    summary: "Sets the merchant's connection to a vendor; audited",
    auth,
    tags,
    params: vendorParamsSchema,
    body: vendorCredentialsUpdateSchema,
    response: vendorCredentialsSchema,
    /**
     * SECRET_REQUIRED: a first setting must carry the secret. VENDOR_KEYS_INVALID: Hub88's operator
     * id is not a number, or its secret does not hold both RSA keys in PEM.
     */
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND', 'SECRET_REQUIRED', 'VENDOR_KEYS_INVALID'] as const,
  }),
  'vendors.importGames': defineContract({
    ...e['vendors.importGames'],
    summary: "Imports the vendor's game list into the catalog; a rerun adds nothing twice",
    auth,
    tags,
    params: vendorParamsSchema,
    body: vendorImportBodySchema,
    response: vendorImportResultSchema,
    /** VENDOR_DISABLED: no enabled connection; VENDOR_UNAVAILABLE: the vendor's list call failed. */
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND', 'VENDOR_DISABLED', 'VENDOR_UNAVAILABLE'] as const,
  }),
};
