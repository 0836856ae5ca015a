// The missions feature's public surface for the shell: the member centre badge.
export { useMissionBadge } from './api/missions';
