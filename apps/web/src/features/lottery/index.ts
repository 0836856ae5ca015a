// The lottery feature's public surface: the home block. Its pages load through the route table.
export { LotteryBoard } from './components/lottery-board';
