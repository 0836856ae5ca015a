import {
  formatMinorPlain,
  KENO_BET_TYPES,
  KENO_MAX_SPOTS,
  KENO_PAYTABLE_TENTHS,
  KENO_POOL,
  KENO_SIDE_WIN_HUNDREDTHS,
  VN_BET_SPECS,
  VN_BET_TYPES,
  vnOddsSchema,
} from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { ChangeBus } from '../../../platform/change-bus.ts';
import type { AuditService } from '../../identity/index.ts';
import { betsService } from './bets.service.ts';
import { holidaysService } from './holidays.service.ts';
import { incidentsService } from './incidents.service.ts';
import type { FeedConfirm } from './lottery.config.ts';
import type { GameRow } from './lottery.repository.ts';
import { menuRepository } from './menu.repository.ts';
import { menuItem, menuService } from './menu.service.ts';
import { type Operator, resultsService } from './results.service.ts';
import type { ResultsFeed } from './results-feed.ts';
import { sandboxDrawNow } from './sandbox-draw-now.ts';
import { SANDBOX_FEED } from './sandbox-feed.ts';
import { lotteryScheduler } from './scheduler.ts';

export interface LotteryDeps {
  db: Db;
  audit: AuditService;
  now?: (() => Date) | undefined;
  /** The results feed the scheduler asks about due traditional draws (none: staff entry only). */
  feed?: ResultsFeed | undefined;
  /** What the feed's answers become: confirmed at once (`auto`, default) or pending for an operator. */
  feedConfirm?: FeedConfirm | undefined;
  onError?: (err: unknown) => void;
  /** Hears changes to games and draws; with it, menus are served from memory. */
  bus?: ChangeBus | undefined;
}

function betTypesOf(game: GameRow) {
  if (game.kind === 'keno') {
    return [
      {
        betType: 'spots' as const,
        min: 1,
        max: KENO_MAX_SPOTS,
        pool: KENO_POOL,
        paytable: KENO_PAYTABLE_TENTHS,
      },
      ...KENO_BET_TYPES.filter((t) => t !== 'spots').map((t) => ({
        betType: t,
        winHundredths: KENO_SIDE_WIN_HUNDREDTHS,
      })),
    ];
  }
  const odds = vnOddsSchema.parse(game.odds ?? {})[game.region];
  return VN_BET_TYPES.map((t) => {
    const spec = VN_BET_SPECS[t];
    const rate = t === 'loTruot' ? { rates: odds.loTruot } : odds[t];
    return { betType: t, ...spec, ...rate };
  });
}

/** The lottery: menus, bets, results, and the scheduler that keeps draws coming. */
export function createLottery(deps: LotteryDeps) {
  const now = deps.now ?? (() => new Date());
  const { db } = deps;
  const menus = menuService({ db, now, bus: deps.bus });
  const bets = betsService({ db, now });
  const results = resultsService({ db, audit: deps.audit, now, feedConfirm: deps.feedConfirm });
  const holidays = holidaysService({ db, audit: deps.audit, now, results });
  const incidents = incidentsService({ db, audit: deps.audit, now });
  const scheduler = lotteryScheduler({
    db,
    now,
    feed: deps.feed,
    enterFeedResult: results.enterFromFeed,
    ...(deps.onError ? { onError: deps.onError } : {}),
  });

  return {
    menus,
    bets,
    results,
    holidays,
    incidents,
    scheduler,
    /** Present only beside the sandbox feed: lets staff bring a traditional draw's time to now. */
    sandbox:
      deps.feed?.name === SANDBOX_FEED
        ? {
            drawNow: (drawId: bigint, op: Operator, leaveToOperators?: boolean) =>
              sandboxDrawNow({ db, audit: deps.audit, now }, drawId, op, leaveToOperators),
          }
        : null,

    /**
     * What the betting page needs: the menu item, current draw, bet types, odds and limits. A code
     * the catalog shows for a game (a region, another name) answers the game it opens.
     */
    async gameDetail(merchantId: number, gameCode: string) {
      const game = await menus.resolve(merchantId, gameCode);
      const at = now();
      const [row] = await menuRepository(db).menu(merchantId, at, { ids: [game.id] });
      const item = row ? menuItem(row, at) : null;
      return {
        game: item,
        draw:
          row && row.cur_id !== null
            ? {
                drawId: Number(row.cur_id),
                numero: row.cur_numero,
                status: row.cur_status,
                openAt: row.cur_open_at?.toISOString() ?? null,
                lockAt: row.cur_lock_at?.toISOString() ?? null,
                drawAt: row.cur_draw_at?.toISOString() ?? null,
                isSale: item?.isSale ?? false,
                seedHash: item?.seedHash ?? null,
              }
            : null,
        betTypes: betTypesOf(game),
        minStake: formatMinorPlain(game.min_stake),
        maxStake: formatMinorPlain(game.max_stake),
      };
    },
  };
}

export type Lottery = ReturnType<typeof createLottery>;
