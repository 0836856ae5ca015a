/**
 * What the lottery API answers (docs/lottery-engine.md). Amounts are decimal strings with two
 * places; times are epoch milliseconds unless named …At (ISO 8601).
 */

export type LotteryKind = 'vn' | 'vnfast' | 'keno';

/** §3 Lottery menu item. */
export interface LotteryMenuItem {
  gameId: number;
  code: string;
  gameCode: string;
  remark: string;
  labelName: string;
  defaultPlayType: string;
  accountTypeName: string;
  vendor: string;
  vassalage: string;
  gameType: string;
  isGame: string;
  webIconUrl: string;
  tag: string[];
  /** ms from the answer to the current draw. */
  remainTime: number;
  /** Seconds between lock and draw. */
  lockTime: number;
  fewinTime?: number;
  isSale: boolean;
  numero?: string;
  drawId?: number | null;
  seedHash?: string | null;
  previousNumero?: string | null;
  previousWinningNumber: string;
  previousWinningTime: number | null;
  drawDayOfWeek: string;
  gameMenuSort: number;
  /** Third-party items: the vendor's node, which a game launch names. */
  nodeId?: number;
  region?: 'MB' | 'MT' | 'MN';
  kind?: LotteryKind;
  interval?: number | null;
}

export interface LotteryMenus {
  tags?: string[];
  list: LotteryMenuItem[];
}

export interface PrizeRow {
  label: string;
  numbers: string[];
}

/** One drawn result of the history panel. */
export interface OpenedNumero {
  drawId: number;
  numero: string;
  drawTime: number;
  drawDayOfWeek: number;
  station?: string | null;
  winningNumber: string;
  prizes: PrizeRow[];
  status: string;
}

export interface OpenedNumeros {
  gameCode: string;
  list: OpenedNumero[];
}

export interface CurrentDraw {
  drawId: number;
  numero: string;
  status: string;
  openAt: string;
  lockAt: string;
  drawAt: string;
  seedHash?: string | null;
}

export interface Rate {
  pay: number;
  per: number;
}

/** A bet type of the betting page, with the merchant's rate and the count limits. */
export interface BetTypeInfo {
  betType: string;
  digits?: number;
  min?: number;
  max?: number;
  combination?: boolean;
  pay?: number;
  per?: number;
  rates?: Record<string, Rate>;
  /** Keno spots: total return in tenths of the stake, by spots then hits. */
  paytable?: Record<string, Record<string, number>>;
  /** Keno side bets: total return in hundredths of the stake. */
  winHundredths?: number;
}

export interface LotteryGameDetail {
  game: LotteryMenuItem;
  draw: CurrentDraw | null;
  betTypes: BetTypeInfo[];
  minStake: string;
  maxStake: string;
}

/** `push`: a keno side bet that tied on its midpoint, stake returned. */
export type BetStatus = 'pending' | 'won' | 'lost' | 'push' | 'refunded';

export interface LotteryBet {
  betId: string;
  gameCode: string;
  drawId: number;
  numero: string;
  betType: string;
  numbers: string[];
  stake: string;
  cost: string;
  status: BetStatus;
  /** Numbers caught (keno spots, VN lines); a keno side bet holds its measure (sum or odd count). */
  hits: number | null;
  payout: string | null;
  placedAt: string;
  drawAt: string;
  winningNumber?: string | null;
}

export interface Paged<T> {
  list: T[];
  pageNo: number;
  totalPages: number;
}

/** A drawn (or cancelled) draw of the results board. */
export interface LotteryDraw {
  drawId: number;
  numero: string;
  status: string;
  drawAt: string;
  winningNumber: string | null;
  prizes: PrizeRow[];
  seedHash: string | null;
  serverSeed: string | null;
  clientSeed: string | null;
  nonce: number | null;
  /** Why a cancelled draw was cancelled or voided, as the operators wrote it. */
  cancelReason?: string | null;
  /** The seed chain of an RNG draw: terminal hash and salt were published before its first draw. */
  chain?: DrawChain | null;
}

export interface DrawChain {
  chainId: string;
  /** This draw's link: its seed hashed `index` times gives `terminalHash`. */
  index: number;
  terminalHash: string;
  salt: string;
}

export interface BetLine {
  betType: string;
  numbers: string[];
  stake: string;
}

export interface PlaceBetsBody {
  gameCode: string;
  drawId?: number;
  requestId: string;
  bets: BetLine[];
}

export interface PlaceBetsResult {
  drawId: number;
  numero: string;
  replayed: boolean;
  totalCost: string;
  balance: string;
  bets: LotteryBet[];
}
