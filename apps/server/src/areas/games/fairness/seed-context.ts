/**
 * The associated data a sealed seed is bound to: the row it belongs to, so a sealed value moved
 * to another row (to replay a known outcome there) fails to open.
 */
export const inhouseSeedContext = (serverSeedHash: string) => `inhouse-seed:${serverSeedHash}`;
export const lotteryDrawSeedContext = (gameId: number, numero: string) => `lottery-draw:${gameId}:${numero}`;
export const lotteryChainRootContext = (terminalHash: string) => `lottery-chain:${terminalHash}`;
export const crashChainRootContext = (terminalHash: string) => `crash-chain:${terminalHash}`;
export const crashRoundSeedContext = (chainId: bigint, index: number) => `crash-round:${chainId}:${index}`;
export const lotteryFeedSecretContext = (feed: string) => `lottery-feed:${feed}`;
