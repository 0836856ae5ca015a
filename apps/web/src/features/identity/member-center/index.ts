// The member centre's public surface: the panel's host (mounted once in the layout) and how to open it.
export { type CentreBadges, type CentreHidden, type CentrePages, lazyCentrePage } from './centre-pages';
export { MemberCentreHost } from './components/member-centre-host';
export {
  isMemberCentreKey,
  MEMBER_CENTRE_KEYS,
  type MemberCentreKey,
  openMemberCentre,
  useMemberCentreStore,
} from './model/member-centre-store';
