import { membersEndpoints, type membersStaffContracts } from '@pf/shared/contracts/identity';
import { contractCalls, contractFiles } from '@/lib/contract-call';

type StaffContracts = typeof membersStaffContracts;

/** Identity's back-office calls (staff session, audit log, KYC review), typed from their contracts. */
export const identityCall = contractCalls<StaffContracts>(membersEndpoints);
export const identityFile = contractFiles<StaffContracts>(membersEndpoints);
