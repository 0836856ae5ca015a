import type { Db } from '../../../db/kysely.ts';
import type { AuditService } from '../../identity/index.ts';
import { missionsService } from './missions.service.ts';
import { missionsStaffService } from './missions-staff.service.ts';

/** Mission activity (docs/missions.md): the member's progress, board and claims; the brand's missions. */
export function createMissions(deps: { db: Db; audit: AuditService; now?: (() => Date) | undefined }) {
  return { missions: missionsService(deps), staff: missionsStaffService(deps) };
}

export type Missions = ReturnType<typeof createMissions>;
