import {
  type catalogAdminContracts,
  catalogAdminEndpoints,
  type vendorsContracts,
  vendorsEndpoints,
} from '@pf/shared/contracts/games';
import { contractCalls, contractFiles } from '@/lib/contract-call';

/** The brand's catalog curation: its games, a change to one, and the list as CSV. */
export const catalogCall = contractCalls<typeof catalogAdminContracts>(catalogAdminEndpoints);
export const catalogFile = contractFiles<typeof catalogAdminContracts>(catalogAdminEndpoints);
/** Vendor connections: their credentials (the secret write-only), a test call and the game import. */
export const vendorsCall = contractCalls<typeof vendorsContracts>(vendorsEndpoints);
