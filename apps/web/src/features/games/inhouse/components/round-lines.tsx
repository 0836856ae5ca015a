import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { displayAmount, minorOf } from '../model/money';

/** Whether a round paid anything. */
export const paid = (win: string | null | undefined): boolean =>
  win !== null && win !== undefined && (minorOf(win) ?? 0n) > 0n;

/** "You won 12.00" or "No win", as every original ends its result line. */
export function WinText({ win }: { win: string | null | undefined }) {
  const { t } = useTranslation();
  return <>{paid(win) ? t('inhouse.youWon', { amount: displayAmount(win) }) : t('inhouse.noWin')}</>;
}

/** The result of the last round, announced to screen readers; empty before the first. */
export function RoundResult({
  testId,
  won,
  children,
  className = 'min-h-8',
}: {
  testId: string;
  won: boolean;
  /** The line itself; nothing before a round. */
  children: ReactNode;
  className?: string;
}) {
  return (
    <div aria-live="polite" data-testid={testId} className={cn(className, 'text-center')}>
      {children ? (
        <p className={won ? 'text-xl font-black text-success' : 'text-base font-semibold text-muted'}>
          {children}
        </p>
      ) : null}
    </div>
  );
}

/** The balance after the last round; nothing before one. */
export function BalanceLine({ balance }: { balance: string | null | undefined }) {
  const { t } = useTranslation();
  if (balance === null || balance === undefined) return null;
  return <p className="text-xs text-muted">{t('inhouse.balance', { amount: displayAmount(balance) })}</p>;
}
