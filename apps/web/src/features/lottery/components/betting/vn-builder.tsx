import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useBrandMoney } from '@/features/system';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLatestCallback } from '@/lib/use-latest-callback';
import type { BetTypeInfo } from '../../api/game';
import { countProblem, lineCost, potentialWin, type SlipLine } from '../../model/bet-slip';
import { checkStake, rateMultiplier, showLimit, stakeText as stakeTextOf } from '../../model/stake-rule';
import { numberRange, parseTypedNumbers } from '../../model/typed-numbers';
import { useBetTypeHelp, useBetTypeName } from './bet-type-name';
import { NumberGrid } from './number-grid';
import { StakeInput } from './stake-input';
import { WinPreview } from './win-preview';

interface VnBuilderProps {
  betTypes: readonly BetTypeInfo[];
  defaultType: string;
  minStake: string;
  maxStake: string;
  onAdd: (line: Omit<SlipLine, 'id'>) => void;
}

const HUNDREDS = numberRange(1);

/**
 * Builds one Vietnamese bet line: the bet type, the numbers (tapped on the grid or typed), the
 * stake, and the odds and possible win before it goes on the slip.
 */
export function VnBuilder({ betTypes, defaultType, minStake, maxStake, onAdd }: VnBuilderProps) {
  const { t } = useTranslation();
  const typeName = useBetTypeName();
  const typeHelp = useBetTypeHelp();
  const [type, setType] = useState(() =>
    betTypes.some((b) => b.betType === defaultType) ? defaultType : (betTypes[0]?.betType ?? ''),
  );
  const [numbers, setNumbers] = useState<string[]>([]);
  const [hundred, setHundred] = useState('0');
  const [typed, setTyped] = useState('');
  const { defaultStake } = useBrandMoney().lottery;
  const [stakeText, setStakeText] = useState(() => stakeTextOf(defaultStake));
  const [problem, setProblem] = useState<string | null>(null);
  const info = betTypes.find((b) => b.betType === type);
  const digits = info?.digits ?? 2;
  const max = info?.max ?? 100;
  const full = numbers.length >= max;
  // Stable for the memoized grid: it redraws when the numbers on it or the selection change.
  const grid = useMemo(
    () => (digits === 1 ? numberRange(1) : numberRange(2).map((n) => (digits === 3 ? `${hundred}${n}` : n))),
    [digits, hundred],
  );
  const hundreds = useMemo(() => [hundred], [hundred]);
  const toggle = useLatestCallback((n: string) => {
    setProblem(null);
    setNumbers((ns) => (ns.includes(n) ? ns.filter((x) => x !== n) : ns.length >= max ? ns : [...ns, n]));
  });
  if (!info) return null;

  const chooseType = (next: string) => {
    setType(next);
    setNumbers([]);
    setProblem(null);
  };
  const addTyped = () => {
    const parsed = parseTypedNumbers(typed, digits);
    if (parsed.invalid.length > 0) {
      setProblem(t('lottery.bet.typedInvalid', { numbers: parsed.invalid.join(', '), digits }));
      return;
    }
    const merged = [...numbers, ...parsed.numbers.filter((n) => !numbers.includes(n))];
    if (merged.length > max) {
      setProblem(t('lottery.bet.count', { min: info.min ?? 1, max }));
      return;
    }
    setNumbers(merged);
    setTyped('');
    setProblem(null);
  };

  const stake = checkStake(stakeText, minStake, maxStake);
  const stakeError = stake.ok
    ? null
    : stake.problem === 'invalid'
      ? t('lottery.bet.stakeInvalid')
      : t(`lottery.bet.stake_${stake.problem}`, { limit: showLimit(stake.limit) });
  const line = { betType: type, numbers, stake: stake.ok ? stake.stake : 0n };
  const cost = stake.ok && numbers.length > 0 ? lineCost(line, info) : null;
  const win = stake.ok && numbers.length > 0 ? potentialWin(line, info) : null;
  const rate = info.rates
    ? info.rates[String(numbers.length)]
    : info.pay && info.per
      ? { pay: info.pay, per: info.per }
      : undefined;

  const submit = () => {
    const count = countProblem(info, numbers.length);
    if (count) {
      setProblem(t('lottery.bet.count', { min: count.min, max: count.max }));
      return;
    }
    if (!stake.ok) return;
    onAdd({ betType: type, numbers: [...numbers].sort(), stake: stake.stake });
    setNumbers([]);
    setProblem(null);
  };

  return (
    <div className="space-y-4" data-testid="vn-builder">
      <div role="tablist" aria-label={t('lottery.bet.type')} className="flex flex-wrap gap-1.5">
        {betTypes.map((b) => (
          <button
            key={b.betType}
            type="button"
            role="tab"
            aria-selected={b.betType === type}
            data-testid={`lottery-bettype-${b.betType}`}
            onClick={() => chooseType(b.betType)}
            className={cn(
              'h-8 rounded-lg px-3 text-xs font-bold transition',
              b.betType === type ? 'bg-fg text-bg' : 'bg-surface-2 text-muted hover:text-fg',
            )}
          >
            {typeName(b.betType)}
          </button>
        ))}
      </div>

      <p className="text-xs leading-relaxed text-muted" data-testid="lottery-bettype-help">
        {typeHelp(type)}{' '}
        {rate ? (
          <span className="font-semibold text-fg" data-testid="lottery-odds">
            {t('lottery.bet.odds', { multiplier: rateMultiplier(rate.pay, rate.per) })}
          </span>
        ) : null}
      </p>

      {digits === 3 ? (
        <NumberGrid
          values={HUNDREDS}
          selected={hundreds}
          onToggle={setHundred}
          full={false}
          columns={10}
          label={t('lottery.bet.hundreds')}
          testId="lottery-hundreds"
        />
      ) : null}
      <NumberGrid
        values={grid}
        selected={numbers}
        onToggle={toggle}
        full={full}
        columns={digits === 1 ? 5 : 10}
        label={t('lottery.bet.numbers')}
        testId="lottery-grid"
      />

      <div className="flex flex-wrap items-end gap-2">
        <label className="min-w-0 flex-1 space-y-1.5">
          <span className="text-xs font-semibold text-muted">{t('lottery.bet.typeNumbers', { digits })}</span>
          <input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') addTyped();
            }}
            data-testid="lottery-typed"
            placeholder={digits === 1 ? '3 7' : digits === 2 ? '07 39 82' : '123 456'}
            className="h-10 w-full rounded-xl border border-line bg-surface-2 px-3 font-mono text-sm text-fg outline-none focus:border-accent"
          />
        </label>
        <Button variant="secondary" onClick={addTyped} data-testid="lottery-typed-add">
          {t('lottery.bet.useTyped')}
        </Button>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span data-testid="lottery-selected">{t('lottery.bet.selected', { n: numbers.length, max })}</span>
        {numbers.length > 0 ? (
          <button
            type="button"
            className="text-xs font-semibold text-muted hover:text-fg"
            onClick={() => setNumbers([])}
          >
            {t('lottery.bet.clearNumbers')}
          </button>
        ) : null}
      </div>
      {numbers.length > 0 ? (
        <p className="font-mono text-sm break-all text-fg" data-testid="lottery-selected-numbers">
          {[...numbers].sort().join(' ')}
        </p>
      ) : null}

      <StakeInput
        value={stakeText}
        onChange={setStakeText}
        label={t(info.combination ? 'lottery.bet.stakePerSet' : 'lottery.bet.stakePerNumber')}
        error={stakeError}
      />
      <WinPreview cost={cost} win={win} />
      {problem ? (
        <p role="alert" className="text-sm text-danger" data-testid="lottery-builder-error">
          {problem}
        </p>
      ) : null}
      <Button className="w-full" size="lg" onClick={submit} disabled={!stake.ok} data-testid="lottery-add">
        <Icon name="receipt" className="size-4" />
        {t('lottery.bet.addToSlip')}
      </Button>
    </div>
  );
}
