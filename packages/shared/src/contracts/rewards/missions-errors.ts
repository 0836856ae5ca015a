import { errorTable } from '../../error-table.ts';
/** Error codes of mission activity (§1, §2 member centre missionLeaderboard). */
export const MISSION_ERRORS = errorTable({
  404: {
    MISSION_NOT_FOUND: 'This mission does not exist',
  },
  409: {
    MISSION_NOT_COMPLETE: 'This mission is not completed yet',
    MISSION_ALREADY_CLAIMED: 'This mission reward was already claimed',
    MISSION_EXPIRED: 'This mission has expired',
    MISSION_HAS_CLAIMS: 'Members have claimed this mission: only its names, end and visibility may change',
  },
});

export const MISSION_KINDS = ['bet_count', 'turnover', 'win', 'deposit'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

export const MISSION_STATES = ['in_progress', 'claimable', 'claimed', 'expired'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/** A completed mission may still be claimed this long after its period ends. */
export const MISSION_CLAIM_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/** The longest period a mission may run: a year and a day. */
export const MISSION_MAX_PERIOD_MS = 366 * 24 * 60 * 60 * 1000;

/** Rows of a mission leaderboard, as the winner board (§9). */
export const MISSION_LEADERBOARD_SIZE = 20;
