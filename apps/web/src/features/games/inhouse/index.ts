// The in-house games' public surface for other features: verifying a round from elsewhere.
export { RoundVerifyButton } from './components/round-verify-button';
