// The reward centre's public surface: what the shell puts into lower areas' slots (the withdrawal
// page's bonus notice, the dice page's free bets). The pages are loaded by the member centre.
export { BonusWithdrawNotice } from './components/bonus-withdraw-notice';
export { FreeBetPanel } from './components/free-bet-panel';
