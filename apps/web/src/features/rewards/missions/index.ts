// The missions feature's public surface: the member centre badge and the reward centre's count.
export { useMissionBadge, useMissionSummary } from './api/missions';
