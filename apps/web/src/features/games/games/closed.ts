// The layout's handle on the 'game closed, try these' dialog; apart from index.ts so the shell
// does not pull the lobby components in.
export { GameClosedHost } from './components/game-closed-dialog';
