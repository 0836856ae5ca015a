// The lottery feature's public surface: the home block. Its pages load through the route table.
/** The home block's code: home builds it as the visitor scrolls near, so it loads only then. */
export const loadLotteryBoard = () => import('./components/lottery-board');
