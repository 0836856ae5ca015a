// The home page's public surface: the slot the shell fills (the page is loaded by the route table).
export { HomeLotteryBoard } from './slots';
