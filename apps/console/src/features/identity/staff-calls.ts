import {
  type auditExportContracts,
  auditExportEndpoints,
  membersEndpoints,
  type membersStaffContracts,
  type staffContracts,
  staffEndpoints,
  type staffExportContracts,
  staffExportEndpoints,
} from '@pf/shared/contracts/identity';
import { contractCalls, contractFiles } from '@/lib/contract-call';

type StaffContracts = typeof membersStaffContracts;

/** Identity's back-office calls (staff session, audit log, KYC review), typed from their contracts. */
export const identityCall = contractCalls<StaffContracts>(membersEndpoints);
export const identityFile = contractFiles<StaffContracts>(membersEndpoints);
/** The sign-in's second step and the operator's own sessions and brand. */
export const staffAccessCall = contractCalls<typeof staffContracts>(staffEndpoints);
/** The audit log's CSV export, fetched with the staff token. */
export const auditExportFile = contractFiles<typeof auditExportContracts>(auditExportEndpoints);
/** Staff management: the list, new operators, changes to one and their sessions. */
export const staffAdminCall = contractCalls<typeof staffContracts>(staffEndpoints);
/** The staff list's CSV export, fetched with the staff token. */
export const staffExportFile = contractFiles<typeof staffExportContracts>(staffExportEndpoints);
