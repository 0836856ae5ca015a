// The member centre's public surface: the panel (mounted once in the layout) and how to open it.
export { MemberCentrePanel } from './components/member-centre-panel';
export {
  isMemberCentreKey,
  MEMBER_CENTRE_KEYS,
  type MemberCentreKey,
  openMemberCentre,
  useMemberCentreStore,
} from './model/member-centre-store';
