import { formatCount, type PointReward, REDEEM_MAX_QUANTITY } from '@pf/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { showAlert } from '@/lib/alert-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useRedeemReward } from '../api/points';
import { AttemptFailure, usePaidAttempt } from './paid-attempt';
import { isPaymentPassword, PaymentPasswordField } from './password-field';

/** Quantity, what it costs, and the payment password; one request id per attempt. */
export function RedeemDialog({
  reward,
  points,
  onClose,
}: {
  reward: PointReward;
  points: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const redeem = useRedeemReward();
  const { requestId, password, setPassword, failure, setFailure, failed } = usePaidAttempt();
  const [quantity, setQuantity] = useState(1);
  const [passwordError, setPasswordError] = useState<string>();
  const most = Math.max(1, Math.min(REDEEM_MAX_QUANTITY, reward.stock, Math.floor(points / reward.points)));
  const total = reward.points * quantity;
  const after = points - total;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (!isPaymentPassword(password)) {
      setPasswordError(t('points.validation.password'));
      return;
    }
    setPasswordError(undefined);
    try {
      await redeem.mutateAsync({
        rewardId: reward.id,
        quantity,
        paymentPassword: password,
        requestId: requestId.current,
      });
      onClose();
      void showAlert({ message: t('points.redeemed'), tone: 'success' });
    } catch (error) {
      failed(error);
    }
  }

  const step = (delta: number) => setQuantity((q) => Math.min(most, Math.max(1, q + delta)));
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('points.redeemTitle', { name: reward.name })}
      size="md"
      testId="redeem-dialog"
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="flex items-center gap-3">
          {reward.imageUrl ? (
            <img src={reward.imageUrl} alt="" className="size-16 shrink-0 rounded-xl object-cover" />
          ) : null}
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-fg">{reward.name}</p>
            <p className="text-xs text-accent">{t('points.cost', { points: formatCount(reward.points) })}</p>
          </div>
        </div>
        <div className="flex items-center justify-between">
          <span className="text-xs font-semibold text-muted" id="redeem-quantity-label">
            {t('points.quantity')}
          </span>
          <fieldset aria-labelledby="redeem-quantity-label" className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => step(-1)}
              disabled={quantity <= 1}
              aria-label="−"
            >
              −
            </Button>
            <output aria-live="polite" className="w-8 text-center text-sm font-bold text-fg tabular-nums">
              {quantity}
            </output>
            <Button
              variant="outline"
              size="sm"
              onClick={() => step(1)}
              disabled={quantity >= most}
              aria-label="+"
            >
              +
            </Button>
          </fieldset>
        </div>
        <dl className="grid grid-cols-2 gap-2 rounded-xl bg-surface-2 p-3 text-sm">
          <dt className="text-muted">{t('points.total')}</dt>
          <dd className="text-end font-bold text-fg tabular-nums">{formatCount(total)}</dd>
          <dt className="text-muted">{t('points.after')}</dt>
          <dd className="text-end text-fg tabular-nums">{formatCount(Math.max(after, 0))}</dd>
        </dl>
        <PaymentPasswordField value={password} onChange={setPassword} error={passwordError} />
        <AttemptFailure failure={failure} />
        <Button type="submit" className="w-full" disabled={redeem.isPending || after < 0}>
          {t('points.confirmRedeem')}
        </Button>
      </form>
    </Dialog>
  );
}
