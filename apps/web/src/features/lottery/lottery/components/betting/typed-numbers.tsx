import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * Numbers typed rather than tapped: `onUse` takes the text and says whether it was taken (then the
 * box empties).
 */
export function TypedNumbers({ digits, onUse }: { digits: number; onUse: (text: string) => boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const use = () => {
    if (onUse(typed)) setTyped('');
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="min-w-0 flex-1 space-y-1.5">
        <span className="text-xs font-semibold text-muted">{t('lottery.bet.typeNumbers', { digits })}</span>
        <input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') use();
          }}
          data-testid="lottery-typed"
          placeholder={digits === 1 ? '3 7' : digits === 2 ? '07 39 82' : '123 456'}
          className="h-10 w-full rounded-xl border border-line bg-surface-2 px-3 font-mono text-sm text-fg outline-none focus:border-accent"
        />
      </label>
      <Button variant="secondary" onClick={use} data-testid="lottery-typed-add">
        {t('lottery.bet.useTyped')}
      </Button>
    </div>
  );
}

/** How many numbers are picked of how many allowed, a way to clear them, and the picks in order. */
export function PickedNumbers({
  numbers,
  max,
  onClear,
}: {
  numbers: string[];
  max: number;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span data-testid="lottery-selected">{t('lottery.bet.selected', { n: numbers.length, max })}</span>
        {numbers.length > 0 ? (
          <button type="button" className="text-xs font-semibold text-muted hover:text-fg" onClick={onClear}>
            {t('lottery.bet.clearNumbers')}
          </button>
        ) : null}
      </div>
      {numbers.length > 0 ? (
        <p className="font-mono text-sm break-all text-fg" data-testid="lottery-selected-numbers">
          {[...numbers].sort().join(' ')}
        </p>
      ) : null}
    </>
  );
}
