import type { lotteryContracts } from '@pf/shared/contracts/lottery';
import { KEY_ROOTS, type KeyParams, type KeyQuery, type Token } from '@/lib/query-keys';

type Lottery = typeof lotteryContracts;
/** The menu's own request fields (prize mode, device, language). */
type MenuQuery = KeyQuery<Lottery, 'lottery.menus'>;
const [LOTTERY] = KEY_ROOTS.lottery;

/** The lottery's query keys (lib/query-keys.ts says how keys are made). */
export const lotteryKeys = {
  all: KEY_ROOTS.lottery,
  menus: (p: MenuQuery) => [LOTTERY, 'menus', p] as const,
  popular: (p: MenuQuery, count: number) => [LOTTERY, 'popular', p, count] as const,
  /** Every recent list: a placed bet adds its game to them. */
  recents: [LOTTERY, 'recent'] as const,
  recent: (p: MenuQuery, token: Token) => [LOTTERY, 'recent', p, token] as const,
  game: (gameCode: KeyParams<Lottery, 'lottery.game'>['gameCode']) => [LOTTERY, 'game', gameCode] as const,
  /** One game's results boards, of any size. */
  drawsOf: (gameCode: string) => [LOTTERY, 'draws', gameCode] as const,
  draws: (gameCode: string, pageSize: number) => [LOTTERY, 'draws', gameCode, pageSize] as const,
  /** Every game's bet lists: a placed bet shows in them. */
  bets: [LOTTERY, 'bets'] as const,
  myBets: (gameCode: string, token: Token, pageSize: number) =>
    [LOTTERY, 'bets', gameCode, token, pageSize] as const,
  opened: (gameCode: string, dayOfWeek: number | null, count: number) =>
    [LOTTERY, 'opened', gameCode, dayOfWeek, count] as const,
};
