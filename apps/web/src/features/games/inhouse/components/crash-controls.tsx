import { type CrashBetView, crashPayout } from '@pf/shared/inhouse/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { gamesKeys } from '@/features/games/query-keys';
import { cn } from '@/lib/cn';
import { ownCode } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { cashOutCrash, placeCrashBet } from '../api/crash-api';
import type { CrashMoment } from '../model/crash-clock';
import { displayAmount, minorOf, plain } from '../model/money';
import { displayHundredths, parseTarget } from '../model/multiplier';
import { useRequestId } from '../model/request-id';
import { useStake } from '../model/use-stake';
import { PlayError } from './play-error';
import { StakeInput, stakeProblem } from './stake-input';

/** After a bet or a cash-out the round's state and the header balance are stale. */
function useCrashSettled() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: gamesKeys.crash.all });
    void refreshBalance(client);
  };
}

function AutoCashOut(props: {
  on: boolean;
  setOn: (on: boolean) => void;
  text: string;
  setText: (text: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const invalid = props.on && parseTarget(props.text) === null;
  return (
    <div className="space-y-1.5">
      <label className="flex items-center gap-2 text-xs font-semibold text-muted">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={props.on}
          disabled={props.disabled}
          onChange={(e) => props.setOn(e.target.checked)}
        />
        {t('crash.auto.toggle')}
      </label>
      {props.on ? (
        <>
          <label htmlFor="crash-auto" className="sr-only">
            {t('crash.auto.target')}
          </label>
          <input
            id="crash-auto"
            inputMode="decimal"
            autoComplete="off"
            className={cn(inputClass, 'tabular-nums')}
            value={props.text}
            disabled={props.disabled}
            aria-invalid={invalid}
            onChange={(e) => props.setText(e.target.value)}
          />
          {invalid ? (
            <p role="alert" className="text-xs text-danger">
              {t('crash.auto.invalid')}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

const CRASH_CODES = [
  'CRASH_BETTING_CLOSED',
  'CRASH_ALREADY_BET',
  'CRASH_NOT_RUNNING',
  'CRASH_TOO_EARLY',
  'CRASH_BET_NOT_FOUND',
] as const;

/** Crash's own refusals in the player's language; the rest as every original shows them. */
function CrashError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const code = ownCode(error, CRASH_CODES);
  if (code) {
    return (
      <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
        {t(`crash.errors.${code}`)}
      </p>
    );
  }
  return <PlayError error={error} />;
}

/** Stake, auto cash-out, the bet button in the betting phase and the cash-out button while it runs. */
export function CrashControls({ moment, mine }: { moment: CrashMoment; mine: CrashBetView | undefined }) {
  const { t } = useTranslation();
  const stake = useStake('crash');
  const [autoOn, setAutoOn] = useState(false);
  const [autoText, setAutoText] = useState('2.00');
  const ids = useRequestId();
  const settled = useCrashSettled();
  const bet = useMutation({
    mutationFn: (args: { stake: string; autoCashOut?: number }) => placeCrashBet(ids.take(), args),
    onSuccess: () => {
      ids.settle();
      settled();
    },
    onError: (error) => ids.settle(error),
  });
  const cashOut = useMutation({ mutationFn: cashOutCrash, onSettled: settled });
  const target = autoOn ? parseTarget(autoText) : null;
  const betting = moment.phase === 'betting';
  const canBet =
    betting &&
    !mine &&
    stakeProblem(stake.value, stake.min, stake.max) === null &&
    (!autoOn || target !== null);
  const stakeMinor = mine ? minorOf(mine.stake) : null;
  const open = mine?.status === 'open';

  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <StakeInput {...stake} disabled={bet.isPending || !!mine} />
        <AutoCashOut on={autoOn} setOn={setAutoOn} text={autoText} setText={setAutoText} disabled={!!mine} />
      </div>
      {open && moment.phase === 'running' ? (
        <Button
          size="lg"
          className="w-full"
          disabled={cashOut.isPending}
          onClick={() => cashOut.mutate(mine.betId)}
        >
          {t('crash.cashOut', {
            amount: displayAmount(plain(crashPayout(stakeMinor ?? 0n, moment.multiplier))),
          })}
        </Button>
      ) : (
        <Button
          size="lg"
          className="w-full"
          disabled={!canBet || bet.isPending}
          onClick={() =>
            bet.mutate({ stake: stake.value.trim(), ...(target !== null ? { autoCashOut: target } : {}) })
          }
        >
          {open ? t('crash.betPlaced') : betting ? t('crash.bet') : t('crash.nextRound')}
        </Button>
      )}
      <p
        aria-live="polite"
        data-testid="crash-my-result"
        className="min-h-5 text-center text-sm font-semibold"
      >
        {mine?.status === 'won' && mine.cashedOutAt !== null ? (
          <span className="text-success">
            {t('crash.cashedOut', {
              multiplier: displayHundredths(mine.cashedOutAt),
              amount: displayAmount(mine.win),
            })}
          </span>
        ) : mine?.status === 'lost' ? (
          <span className="text-muted">{t('crash.lost')}</span>
        ) : null}
      </p>
      <CrashError error={bet.error ?? cashOut.error} />
    </div>
  );
}
