import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LotteryMenuItem } from '../api/menus';
import { isOwnLottery, lotteryLaunch } from '../model/launch';
import { isKeno } from '../model/tabs';
import { tileBalls } from '../model/winning-digits';
import { LotteryCountdown } from './lottery-countdown';
import { LotteryIcon } from './lottery-icon';
import { NumberBall } from './number-ball';

interface LotteryTileProps {
  item: LotteryMenuItem;
  favourite: boolean;
  onToggleFavourite: () => void;
  onOpen: () => void;
}

/**
 * §2 A lottery item: icon, favourite heart, remark, countdown and the last winning numbers. A
 * third-party lottery has no draws here: it names its vendor and what a click does instead.
 */
export function LotteryTile({ item, favourite, onToggleFavourite, onOpen }: LotteryTileProps) {
  const { t } = useTranslation();
  const keno = isKeno(item);
  const own = isOwnLottery(item);
  const balls = tileBalls(item.previousWinningNumber, keno);
  return (
    <li
      data-testid={`lottery-tile-${item.gameCode}`}
      className="group relative flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-3 shadow-card transition hover:-translate-y-0.5 hover:border-accent/60"
    >
      <button
        type="button"
        onClick={onOpen}
        // Right padding keeps the name clear of the heart laid over the corner.
        className="flex min-w-0 items-center gap-3 pe-7 text-start"
        data-testid={`lottery-open-${item.gameCode}`}
      >
        <LotteryIcon src={item.webIconUrl} keno={keno} />
        <span className="min-w-0 flex-1">
          {/* Two lines before a cut: names like 'Fast 45 seconds' run long in every language. */}
          <span
            className="line-clamp-2 text-sm leading-snug font-bold break-words text-fg"
            title={item.remark || item.labelName}
            data-testid={`lottery-name-${item.gameCode}`}
          >
            {item.remark || item.labelName}
          </span>
          {own ? (
            <span className="mt-0.5 flex items-center gap-1 text-xs text-muted">
              <Icon name="clock" className="size-3.5 shrink-0" />
              <LotteryCountdown
                closesAt={item.fewinTime ?? undefined}
                isSale={item.isSale}
                testId={`lottery-countdown-${item.gameCode}`}
              />
            </span>
          ) : (
            <span className="mt-0.5 flex min-w-0 items-center gap-1 text-xs text-muted">
              <Icon name="globe" className="size-3.5 shrink-0" />
              <span className="truncate">{t('lottery.launch.byVendor', { name: item.labelName })}</span>
            </span>
          )}
        </span>
      </button>
      <button
        type="button"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'lottery.favourite.remove' : 'lottery.favourite.add')}
        data-testid={`lottery-heart-${item.gameCode}`}
        onClick={onToggleFavourite}
        className={cn(
          'absolute top-2 end-2 grid size-8 place-items-center rounded-full transition',
          favourite ? 'text-rose-500' : 'text-muted hover:text-rose-400',
        )}
      >
        <Icon name="heart" className={cn('size-4', favourite && '[&_path]:fill-current')} />
      </button>
      {own ? <TileBalls balls={balls} keno={keno} gameCode={item.gameCode} /> : <VendorHint item={item} />}
    </li>
  );
}

function TileBalls({ balls, keno, gameCode }: { balls: string[]; keno: boolean; gameCode: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-6 items-center gap-1" data-testid={`lottery-balls-${gameCode}`}>
      {balls.length > 0 ? (
        balls.map((b, i) => (
          // Digits repeat within a number; the position is what tells two balls apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity
          <NumberBall key={i} value={b} tone={keno ? 'brand' : 'accent'} />
        ))
      ) : (
        <span className="text-xs text-muted">{t('lottery.noResultYet')}</span>
      )}
    </div>
  );
}

/** What opening a third-party item does: list the vendor's games, or play its one game. */
function VendorHint({ item }: { item: LotteryMenuItem }) {
  const { t } = useTranslation();
  const target = lotteryLaunch(item);
  const list = target.kind === 'thirdParty' && target.popupList;
  return (
    <div className="flex min-h-6 items-center" data-testid={`lottery-hint-${item.gameCode}`}>
      <span className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2.5 py-1 text-xs font-semibold text-accent">
        <Icon name={list ? 'grid' : 'play'} className="size-3.5" />
        {t(list ? 'lottery.launch.chooseGame' : 'lottery.launch.playNow')}
      </span>
    </div>
  );
}

/** §2 The trailing 'more' tile, leading to the electronic lottery page. */
export function MoreTile({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-testid="lottery-more"
        className="flex size-full min-h-28 flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-line bg-surface-2/60 text-sm font-semibold text-muted transition hover:border-accent hover:text-accent"
      >
        <span className="grid size-10 place-items-center rounded-full bg-surface">
          <Icon name="chevronRight" className="size-5" />
        </span>
        {t('lottery.more')}
      </button>
    </li>
  );
}
