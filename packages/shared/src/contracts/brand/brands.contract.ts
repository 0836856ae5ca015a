import { z } from 'zod';
import { contractsOf, staffCall } from '../calls.ts';
import { brandsEndpoints as e } from './brands.endpoints.ts';
import {
  brandCodeParamsSchema,
  brandCreateSchema,
  brandSetupSchema,
  brandSummarySchema,
  brandUpdateSchema,
} from './brands.schema.ts';

const callTags = { staff: ['back office'] } as const;

/**
 * A brand's set-up without SQL: its domains, languages, look, registration form, modules,
 * maintenance and region rules. The player site on its domains follows a change at once.
 */
export const brandsContracts = contractsOf(e, callTags, {
  'brands.list': staffCall('The brands this staff member works on', {
    permission: 'brands.read',
    response: z.array(brandSummarySchema),
  }),
  'brands.get': staffCall("A brand's whole set-up", {
    permission: 'brands.read',
    params: brandCodeParamsSchema,
    response: brandSetupSchema,
    errors: ['NOT_FOUND'],
  }),
  'brands.create': staffCall(
    'Creates a brand with its domains and settings (staff of every brand only; audit-logged)',
    {
      permission: 'brands.write',
      body: brandCreateSchema,
      response: brandSetupSchema,
      errors: ['BRAND_CODE_TAKEN', 'DOMAIN_TAKEN', 'FORBIDDEN'],
    },
  ),
  'brands.update': staffCall("Replaces a brand's settings and domains (audit-logged)", {
    permission: 'brands.write',
    params: brandCodeParamsSchema,
    body: brandUpdateSchema,
    response: brandSetupSchema,
    errors: ['NOT_FOUND', 'DOMAIN_TAKEN'],
  }),
});
