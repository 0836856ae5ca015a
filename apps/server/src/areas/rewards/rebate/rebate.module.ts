import type { Db } from '../../../db/kysely.ts';
import type { AuditService } from '../../identity/index.ts';
import { rebateService } from './rebate.service.ts';
import { rebateStaffService } from './rebate-staff.service.ts';

/** Manual rebate (docs/rebate.md): the member's accrual and claim, the brand's rates. */
export function createRebate(deps: { db: Db; audit: AuditService; now?: (() => Date) | undefined }) {
  return { rebate: rebateService(deps), staff: rebateStaffService(deps) };
}

export type Rebate = ReturnType<typeof createRebate>;
