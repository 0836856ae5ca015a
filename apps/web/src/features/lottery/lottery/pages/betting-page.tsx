import { VN_LOTTERY_ACCOUNT } from '@pf/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button, LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { Spinner } from '@/components/ui/spinner';
import { useLoginGate } from '@/features/identity/auth';
import { showAlert } from '@/lib/alert-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLatestCallback } from '@/lib/use-latest-callback';
import { gameDetailQuery } from '../api/game';
import { gameMenusQuery } from '../api/menus';
import { BetSlipPanel } from '../components/betting/bet-slip-panel';
import { GameHeader } from '../components/betting/game-header';
import { KenoBuilder, type KenoMode } from '../components/betting/keno-builder';
import { MyBets } from '../components/betting/my-bets';
import { ResultsBoard } from '../components/betting/results-board';
import { VnBuilder } from '../components/betting/vn-builder';
import { lotteryErrorText } from '../model/lottery-error';
import { useMenuParams } from '../model/menu-params';
import { isKeno } from '../model/tabs';
import { useBetSlip } from '../model/use-bet-slip';
import { useGameDetail } from '../model/use-game-detail';
import { usePassed } from '../model/use-now';

const KENO_MODES: readonly KenoMode[] = ['spots', 'bigSmall', 'oddEven'];
const kenoMode = (playType: string | null): KenoMode =>
  KENO_MODES.find((m) => m === playType) ??
  (playType === 'big' || playType === 'small'
    ? 'bigSmall'
    : playType === 'odd' || playType === 'even'
      ? 'oddEven'
      : 'spots');

/**
 * A betting page for one game (/vnLottery?gameCode=… and /lottery?gameCode=…&playType=…). Without
 * a gameCode it opens the first game of its family from the menu.
 */
export function BettingPage({ family }: { family: 'vn' | 'lott' }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const menus = useQuery(gameMenusQuery(useMenuParams()));
  const fallback = menus.data?.list.find((g) =>
    family === 'vn' ? g.accountTypeName === VN_LOTTERY_ACCOUNT || g.vendor === VN_LOTTERY_ACCOUNT : isKeno(g),
  );
  const gameCode = params.get('gameCode') ?? fallback?.gameCode ?? '';
  // One identity, so the menus' answer (or any re-render of this page) leaves the game's builder,
  // a hundred number buttons on the VN page, as it is.
  const setPlayType = useLatestCallback((playType: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('gameCode', gameCode);
        next.set('playType', playType);
        return next;
      },
      { replace: true },
    ),
  );
  // A code that stands for another game (a region's tile opens its station drawing next) is
  // replaced by that game's, so the slip, my bets and the results are the game's own.
  const openGame = useLatestCallback((code: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('gameCode', code);
        return next;
      },
      { replace: true },
    ),
  );

  if (!params.get('gameCode') && menus.isPending) return <PageSpinner />;
  if (gameCode === '') {
    return (
      <EmptyState
        icon="ticket"
        title={t('lottery.game.notFound')}
        testId="lottery-game-missing"
        action={<LinkButton to="/elott">{t('lottery.backToLobby')}</LinkButton>}
      />
    );
  }
  return (
    <GameBetting
      key={gameCode}
      gameCode={gameCode}
      playType={params.get('playType')}
      onPlayType={setPlayType}
      onOtherGame={openGame}
    />
  );
}

function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="grid h-64 place-items-center text-muted" role="status" aria-label={t('lottery.loading')}>
      <Spinner className="size-8" />
    </div>
  );
}

const GameBetting = memo(function GameBetting({
  gameCode,
  playType,
  onPlayType,
  onOtherGame,
}: {
  gameCode: string;
  playType: string | null;
  onPlayType: (playType: string) => void;
  /** The server answered the code with another game's page. */
  onOtherGame: (gameCode: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useGameDetail(gameCode);
  const slip = useBetSlip(gameCode);
  const gate = useLoginGate();
  // Re-rendered once when betting closes, not every second: the number grid is large.
  const passed = usePassed(detail.data?.closesAt);
  const answered = detail.data?.game.gameCode;
  const other = answered !== undefined && answered !== gameCode;

  useEffect(() => {
    if (!other || !detail.data) return;
    // The answer is the other game's own: kept, so its page shows at once.
    queryClient.setQueryData(gameDetailQuery(answered).queryKey, detail.data);
    onOtherGame(answered);
  }, [other, answered, detail.data, queryClient, onOtherGame]);

  if (detail.isPending || other) return <PageSpinner />;
  if (detail.isError) {
    return (
      <EmptyState
        icon="alert"
        title={lotteryErrorText(t, detail.error)}
        testId="lottery-game-error"
        action={
          <>
            <Button variant="outline" onClick={() => void detail.refetch()}>
              <Icon name="refresh" className="size-4" />
              {t('lottery.retry')}
            </Button>
            <LinkButton to="/elott" variant="secondary">
              {t('lottery.backToLobby')}
            </LinkButton>
          </>
        }
      />
    );
  }
  const data = detail.data;
  const keno = isKeno(data.game);
  const closed = !data.game.isSale || passed || data.draw === null;
  const confirm = () =>
    gate(() =>
      slip.confirm.mutate(data.draw?.drawId, {
        onError: (error) => void showAlert({ message: lotteryErrorText(t, error) }),
      }),
    );

  return (
    <div data-testid="lottery-betting-page" data-game={gameCode} className="space-y-4">
      <GameHeader detail={data} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          className="min-w-0 rounded-2xl border border-line bg-surface p-4 shadow-card"
          aria-label={t('lottery.bet.title')}
        >
          {keno ? (
            <KenoBuilder
              betTypes={data.betTypes}
              mode={kenoMode(playType)}
              onModeChange={onPlayType}
              minStake={data.minStake}
              maxStake={data.maxStake}
              onAdd={slip.add}
            />
          ) : (
            <VnBuilder
              betTypes={data.betTypes}
              defaultType={playType ?? data.game.defaultPlayType}
              minStake={data.minStake}
              maxStake={data.maxStake}
              onAdd={slip.add}
            />
          )}
        </section>
        <div className="min-w-0 space-y-4">
          <BetSlipPanel
            lines={slip.lines}
            betTypes={data.betTypes}
            onRemove={slip.remove}
            onClear={slip.clear}
            onConfirm={confirm}
            pending={slip.confirm.isPending}
            closed={closed}
            numero={data.draw?.numero ?? null}
            placed={slip.placed}
            onDismissPlaced={slip.dismissPlaced}
          />
          {/* Beside the slip on a wide screen; on a phone below the number grid and the slip, so
              these two (and their polling) wait until the visitor scrolls towards them. */}
          <RenderWhenNear id={`lottery-my-bets-${gameCode}`} placeholderClassName="h-48">
            <MyBets gameCode={gameCode} />
          </RenderWhenNear>
        </div>
      </div>
      <RenderWhenNear id={`lottery-results-${gameCode}`} placeholderClassName="h-72">
        <ResultsBoard gameCode={gameCode} keno={keno} />
      </RenderWhenNear>
    </div>
  );
});
