import { KENO_MAX_SPOTS, KENO_POOL } from '@pf/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLatestCallback } from '@/lib/use-latest-callback';
import type { BetTypeInfo } from '../../api/game';
import { lineCost, potentialWin, type SlipLine } from '../../model/bet-slip';
import { rateMultiplier } from '../../model/stake-rule';
import { useBetTypeName } from './bet-type-name';
import { BetTypeTabs } from './bet-type-tabs';
import { BuilderFooter } from './builder-footer';
import { KenoPaytable } from './keno-paytable';
import { NumberGrid } from './number-grid';
import { useLineStake } from './use-line-stake';

export type KenoMode = 'spots' | 'bigSmall' | 'oddEven';
const MODES: readonly KenoMode[] = ['spots', 'bigSmall', 'oddEven'];
const SIDES: Record<Exclude<KenoMode, 'spots'>, readonly [string, string]> = {
  bigSmall: ['big', 'small'],
  oddEven: ['odd', 'even'],
};
const NUMBERS = Array.from({ length: KENO_POOL }, (_, i) => String(i + 1));

interface KenoBuilderProps {
  betTypes: readonly BetTypeInfo[];
  mode: KenoMode;
  onModeChange: (mode: KenoMode) => void;
  minStake: string;
  maxStake: string;
  onAdd: (line: Omit<SlipLine, 'id'>) => void;
}

/** Keno's own picker: 1–10 spots of 80 with the paytable for that count, or a side bet. */
export function KenoBuilder({ betTypes, mode, onModeChange, minStake, maxStake, onAdd }: KenoBuilderProps) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<string[]>([]);
  const [side, setSide] = useState<string>('big');
  const lineStake = useLineStake(minStake, maxStake);
  const [problem, setProblem] = useState<string | null>(null);

  const betType = mode === 'spots' ? 'spots' : SIDES[mode].includes(side) ? side : SIDES[mode][0];
  const info = betTypes.find((b) => b.betType === betType);
  const { stake } = lineStake;
  const numbers = mode === 'spots' ? picks : [];
  const ready = stake.ok && (mode !== 'spots' || picks.length > 0);
  const line = { betType, numbers, stake: stake.ok ? stake.stake : 0n };

  // One identity for the memoized grid.
  const toggle = useLatestCallback((n: string) => {
    setProblem(null);
    setPicks((ps) =>
      ps.includes(n) ? ps.filter((p) => p !== n) : ps.length >= KENO_MAX_SPOTS ? ps : [...ps, n],
    );
  });
  const quickPick = () => {
    // A convenience for the player, not part of the draw: the draw's fairness is the server's seed.
    const pool = [...NUMBERS];
    const count = picks.length > 0 ? picks.length : 5;
    const chosen: string[] = [];
    while (chosen.length < count) chosen.push(...pool.splice(Math.floor(Math.random() * pool.length), 1));
    setPicks(chosen);
  };
  const submit = () => {
    if (mode === 'spots' && picks.length === 0) {
      setProblem(t('lottery.bet.count', { min: 1, max: KENO_MAX_SPOTS }));
      return;
    }
    if (!stake.ok) return;
    onAdd({
      betType,
      numbers: [...numbers].sort((a, b) => Number(a) - Number(b)),
      stake: stake.stake,
    });
    setPicks([]);
    setProblem(null);
  };

  return (
    <div className="space-y-4" data-testid="keno-builder">
      <BetTypeTabs
        layout="columns"
        value={mode}
        onChange={onModeChange}
        options={MODES.map((m) => ({
          value: m,
          label: t(`lottery.keno.mode.${m}`),
          testId: `keno-mode-${m}`,
        }))}
      />

      {mode === 'spots' ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span data-testid="lottery-selected">
              {t('lottery.bet.selected', { n: picks.length, max: KENO_MAX_SPOTS })}
            </span>
            <span className="flex gap-1.5">
              <Button size="sm" variant="secondary" onClick={quickPick} data-testid="keno-quick-pick">
                <Icon name="sparkles" className="size-3.5" />
                {t('lottery.keno.quickPick')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setPicks([])} disabled={picks.length === 0}>
                {t('lottery.bet.clearNumbers')}
              </Button>
            </span>
          </div>
          <NumberGrid
            values={NUMBERS}
            selected={picks}
            onToggle={toggle}
            full={picks.length >= KENO_MAX_SPOTS}
            columns={10}
            label={t('lottery.bet.numbers')}
            testId="keno-grid"
          />
          {info?.paytable ? <KenoPaytable paytable={info.paytable} spots={picks.length} /> : null}
        </>
      ) : (
        <SideChoice sides={SIDES[mode]} betTypes={betTypes} value={betType} onChange={setSide} />
      )}

      <BuilderFooter
        stake={lineStake}
        stakeLabel={t('lottery.bet.stake')}
        cost={ready ? lineCost(line, info) : null}
        win={ready ? potentialWin(line, info) : null}
        problem={problem}
        onAdd={submit}
      />
    </div>
  );
}

/** The two sides of a side bet (big or small, odd or even), each with its help and multiplier. */
function SideChoice(props: {
  sides: readonly [string, string];
  betTypes: readonly BetTypeInfo[];
  value: string;
  onChange: (side: string) => void;
}) {
  const { t } = useTranslation();
  const typeName = useBetTypeName();
  return (
    <div className="grid grid-cols-2 gap-2">
      {props.sides.map((s) => {
        const sideInfo = props.betTypes.find((b) => b.betType === s);
        return (
          <button
            key={s}
            type="button"
            aria-pressed={props.value === s}
            data-testid={`keno-side-${s}`}
            onClick={() => props.onChange(s)}
            className={cn(
              'flex flex-col items-center gap-1 rounded-2xl border p-4 transition',
              props.value === s
                ? 'border-accent bg-accent/10'
                : 'border-line bg-surface-2 hover:border-accent/50',
            )}
          >
            <span className="text-lg font-extrabold">{typeName(s)}</span>
            <span className="text-xs text-muted">
              {t(`lottery.keno.sideHelp.${s as 'big' | 'small' | 'odd' | 'even'}`)}
            </span>
            {sideInfo?.winHundredths ? (
              <span className="font-mono text-sm font-bold text-success">
                ×{rateMultiplier(sideInfo.winHundredths, 100)}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
