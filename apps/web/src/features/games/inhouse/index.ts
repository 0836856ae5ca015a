// The in-house games' public surface for other features: verifying a round from elsewhere, and what
// the free-bet panel (rewards) plays with, through the dice page's slot the shell fills.
export { rollDiceWithFreeBet } from './api/inhouse-api';
export { PlayError } from './components/play-error';
export { RoundVerifyButton } from './components/round-verify-button';
export { displayAmount as displayInhouseAmount } from './model/money';
export { usePlay } from './model/use-play';
export { FreeBetPanel } from './slots';
