import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

/** A label, a value to type into a banking app, and a button that copies it. */
export function CopyField({
  label,
  value,
  shown,
  strong,
  testId,
}: {
  label: string;
  /** What is copied. */
  value: string;
  /** What is shown, when it differs from what is copied (a formatted amount). */
  shown?: string;
  strong?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const label2 =
    state === 'copied'
      ? t('wallet.vietqr.copied')
      : state === 'failed'
        ? t('wallet.vietqr.copyFailed')
        : t('wallet.vietqr.copy');
  return (
    <div
      className="flex items-center gap-2 rounded-xl border border-line bg-bg-2 px-3 py-2"
      data-testid={testId}
    >
      <div className="min-w-0 flex-1">
        <p className="text-[11px] text-muted">{label}</p>
        {/* Never cut: a member types these into a banking app as they read them. */}
        <p
          className={cn(
            'text-sm text-fg tabular-nums [overflow-wrap:anywhere]',
            strong ? 'font-bold' : 'font-semibold',
          )}
        >
          {shown ?? value}
        </p>
      </div>
      <Button
        size="sm"
        variant="outline"
        className={cn('px-2.5', state === 'copied' && 'border-success text-success')}
        onClick={() => void copy()}
        aria-label={t('wallet.vietqr.copyThe', { what: label })}
        title={label2}
      >
        <Icon name={state === 'copied' ? 'check' : 'copy'} className="size-4" />
        <span className={state === 'idle' ? 'sr-only' : undefined}>{label2}</span>
      </Button>
    </div>
  );
}
