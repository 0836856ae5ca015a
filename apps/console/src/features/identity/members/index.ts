export { MemberPage } from './member-page';
export { MembersPage } from './members-page';
