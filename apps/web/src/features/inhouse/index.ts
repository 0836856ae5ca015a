// The in-house games' public surface for other features: verifying a round from elsewhere.
export { CrashRoundVerifyButton } from './components/crash-round-verify-button';
export { RoundVerifyButton } from './components/round-verify-button';
