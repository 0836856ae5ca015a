import { useMemo } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LotteryDraw } from '../../api/game';
import { verifyDrawInBrowser } from '../../model/verify-draw';

/**
 * Verifies an RNG draw in this browser: the revealed seed against the hash published before the
 * draw and, for a chained seed, against the chain's terminal hash (published before the chain's
 * first draw), and the result recomputed from the seeds with the same code the server draws with.
 */
export function VerifyDialog({
  draw,
  keno,
  onClose,
}: {
  draw: LotteryDraw | null;
  keno: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const result = useMemo(() => (draw ? verifyDrawInBrowser(draw, keno) : null), [draw, keno]);
  const fair = result?.commitmentOk === true && result.chainOk !== false && result.outcomeMatches;
  const chain = draw?.chain ?? null;
  return (
    <Dialog
      open={draw !== null}
      onClose={onClose}
      title={t('lottery.verify.title', { numero: draw?.numero ?? '' })}
      size="lg"
      testId="lottery-verify-dialog"
    >
      {draw ? (
        <div className="space-y-3 text-sm">
          <p
            data-testid="lottery-verify-verdict"
            data-fair={fair}
            className={cn(
              'flex items-center gap-2 rounded-xl p-3 font-semibold',
              fair ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger',
            )}
          >
            <Icon name={fair ? 'shieldCheck' : 'alert'} className="size-5" />
            {result === null
              ? t('lottery.verify.notReady')
              : fair
                ? t('lottery.verify.fair')
                : t('lottery.verify.unfair')}
          </p>
          {result ? (
            <ul className="space-y-1 text-xs">
              <Check ok={result.commitmentOk} label={t('lottery.verify.commitment')} />
              {chain && result.chainOk !== null ? (
                <Check ok={result.chainOk} label={t('lottery.verify.chainCheck', { count: chain.index })} />
              ) : null}
              <Check ok={result.outcomeMatches} label={t('lottery.verify.outcome')} />
            </ul>
          ) : null}
          <dl className="space-y-2 text-xs">
            <Field label={t('lottery.verify.seedHash')} value={draw.seedHash} />
            <Field label={t('lottery.verify.serverSeed')} value={draw.serverSeed} />
            {chain ? (
              <>
                <Field label={t('lottery.verify.chainHash')} value={chain.terminalHash} />
                <Field label={t('lottery.verify.chainIndex')} value={String(chain.index)} />
                <Field label={t('lottery.verify.salt')} value={chain.salt} />
              </>
            ) : (
              <Field label={t('lottery.verify.clientSeed')} value={draw.clientSeed} />
            )}
            <Field
              label={t('lottery.verify.nonce')}
              value={draw.nonce === null ? null : String(draw.nonce)}
            />
            <Field label={t('lottery.verify.shown')} value={draw.winningNumber} />
            <Field label={t('lottery.verify.recomputed')} value={result?.recomputed ?? null} />
          </dl>
        </div>
      ) : null}
    </Dialog>
  );
}

function Check({ ok, label }: { ok: boolean; label: string }) {
  return (
    <li className="flex items-center gap-2">
      <Icon name={ok ? 'check' : 'close'} className={cn('size-4', ok ? 'text-success' : 'text-danger')} />
      {label}
    </li>
  );
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="font-mono break-all text-fg">{value ?? '—'}</dd>
    </div>
  );
}
