export { MemberBets } from './member-bets/member-bets';
