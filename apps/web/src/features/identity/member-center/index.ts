// The member centre's public surface: the panel's host (mounted once in the layout) and how to open it.

export {
  isMemberCentreKey,
  MEMBER_CENTRE_KEYS,
  type MemberCentreKey,
  openMemberCentre,
  useMemberCentreStore,
} from '@/lib/member-centre-store';
export { type CentreBadges, type CentreHidden, type CentrePages, lazyCentrePage } from './centre-pages';
export { MemberCentreHost } from './components/member-centre-host';
