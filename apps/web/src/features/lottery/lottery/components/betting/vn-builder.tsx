import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLatestCallback } from '@/lib/use-latest-callback';
import type { BetTypeInfo } from '../../api/game';
import { countProblem, lineCost, potentialWin, type SlipLine } from '../../model/bet-slip';
import { rateMultiplier } from '../../model/stake-rule';
import { numberRange, parseTypedNumbers } from '../../model/typed-numbers';
import { useBetTypeHelp, useBetTypeName } from './bet-type-name';
import { BetTypeTabs } from './bet-type-tabs';
import { BuilderFooter } from './builder-footer';
import { NumberGrid } from './number-grid';
import { PickedNumbers, TypedNumbers } from './typed-numbers';
import { useLineStake } from './use-line-stake';

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
  const [type, setType] = useState(() =>
    betTypes.some((b) => b.betType === defaultType) ? defaultType : (betTypes[0]?.betType ?? ''),
  );
  const [numbers, setNumbers] = useState<string[]>([]);
  const [hundred, setHundred] = useState('0');
  const lineStake = useLineStake(minStake, maxStake);
  const [problem, setProblem] = useState<string | null>(null);
  const info = betTypes.find((b) => b.betType === type);
  const digits = info?.digits ?? 2;
  const max = info?.max ?? 100;
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
  const takeTyped = (typed: string) => {
    const parsed = parseTypedNumbers(typed, digits);
    const merged = [...numbers, ...parsed.numbers.filter((n) => !numbers.includes(n))];
    if (parsed.invalid.length > 0) {
      setProblem(t('lottery.bet.typedInvalid', { numbers: parsed.invalid.join(', '), digits }));
    } else if (merged.length > max) {
      setProblem(t('lottery.bet.count', { min: info.min ?? 1, max }));
    } else {
      setNumbers(merged);
      setProblem(null);
      return true;
    }
    return false;
  };

  const { stake } = lineStake;
  const line = { betType: type, numbers, stake: stake.ok ? stake.stake : 0n };
  const priced = stake.ok && numbers.length > 0;
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
      <BetTypeTabs
        layout="wrap"
        value={type}
        onChange={chooseType}
        options={betTypes.map((b) => ({
          value: b.betType,
          label: typeName(b.betType),
          testId: `lottery-bettype-${b.betType}`,
        }))}
      />
      <BetTypeHelp type={type} info={info} count={numbers.length} />
      <VnGrids
        digits={digits}
        hundred={hundred}
        onHundred={setHundred}
        numbers={numbers}
        full={numbers.length >= max}
        onToggle={toggle}
      />
      <TypedNumbers digits={digits} onUse={takeTyped} />
      <PickedNumbers numbers={numbers} max={max} onClear={() => setNumbers([])} />
      <BuilderFooter
        stake={lineStake}
        stakeLabel={t(info.combination ? 'lottery.bet.stakePerSet' : 'lottery.bet.stakePerNumber')}
        cost={priced ? lineCost(line, info) : null}
        win={priced ? potentialWin(line, info) : null}
        problem={problem}
        onAdd={submit}
      />
    </div>
  );
}

/** What the bet type means, and its odds for the count of numbers picked. */
function BetTypeHelp({ type, info, count }: { type: string; info: BetTypeInfo; count: number }) {
  const { t } = useTranslation();
  const typeHelp = useBetTypeHelp();
  const rate = info.rates
    ? info.rates[String(count)]
    : info.pay && info.per
      ? { pay: info.pay, per: info.per }
      : undefined;
  return (
    <p className="text-xs leading-relaxed text-muted" data-testid="lottery-bettype-help">
      {typeHelp(type)}{' '}
      {rate ? (
        <span className="font-semibold text-fg" data-testid="lottery-odds">
          {t('lottery.bet.odds', { multiplier: rateMultiplier(rate.pay, rate.per) })}
        </span>
      ) : null}
    </p>
  );
}

interface VnGridsProps {
  digits: number;
  /** The hundreds digit of a three-digit number, picked on a grid of its own. */
  hundred: string;
  onHundred: (digit: string) => void;
  numbers: string[];
  full: boolean;
  onToggle: (n: string) => void;
}

/** The numbers to tap: one or two digits, or a hundreds digit and then the last two. */
function VnGrids({ digits, hundred, onHundred, numbers, full, onToggle }: VnGridsProps) {
  const { t } = useTranslation();
  // Stable for the memoized grid: it redraws when the numbers on it or the selection change.
  const grid = useMemo(
    () => (digits === 1 ? numberRange(1) : numberRange(2).map((n) => (digits === 3 ? `${hundred}${n}` : n))),
    [digits, hundred],
  );
  const hundreds = useMemo(() => [hundred], [hundred]);
  return (
    <>
      {digits === 3 ? (
        <NumberGrid
          values={HUNDREDS}
          selected={hundreds}
          onToggle={onHundred}
          full={false}
          columns={10}
          label={t('lottery.bet.hundreds')}
          testId="lottery-hundreds"
        />
      ) : null}
      <NumberGrid
        values={grid}
        selected={numbers}
        onToggle={onToggle}
        full={full}
        columns={digits === 1 ? 5 : 10}
        label={t('lottery.bet.numbers')}
        testId="lottery-grid"
      />
    </>
  );
}
