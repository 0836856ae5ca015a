import { type identityExportContracts, identityExportEndpoints } from '@pf/shared/contracts/identity';
import { contractFiles } from '@/lib/contract-call';

/** Identity's list exports (the member search, the KYC queue) as files, fetched with the staff token. */
export const identityExportFile = contractFiles<typeof identityExportContracts>(identityExportEndpoints);
