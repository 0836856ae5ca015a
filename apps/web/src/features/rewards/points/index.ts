// The points feature's public surface for the shell.
export { usePointBalance } from './api/points';
