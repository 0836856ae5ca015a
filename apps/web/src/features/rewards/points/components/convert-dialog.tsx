import { formatCount, type PointConfig } from '@pf/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, inputClass } from '@/components/ui/field';
import { showAlert } from '@/lib/alert-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useConvertPoints } from '../api/points';
import { cashFor, showAmount } from '../lib/amount';
import { AttemptFailure, usePaidAttempt } from './paid-attempt';
import { isPaymentPassword, PaymentPasswordField } from './password-field';

type PointsCheck = { ok: true; points: number } | { ok: false; message: string };

/** Points to convert: whole, at least the minimum, in steps of the rate, no more than held. */
function usePointsCheck(config: PointConfig, held: number) {
  const { t } = useTranslation();
  return (text: string): PointsCheck => {
    if (!/^\d{1,13}$/.test(text)) return { ok: false, message: t('points.validation.points') };
    const points = Number(text);
    if (points < config.minConvert)
      return {
        ok: false,
        message: t('points.validation.min', { min: formatCount(config.minConvert) }),
      };
    if (points % config.convertPoints !== 0)
      return {
        ok: false,
        message: t('points.validation.step', { step: formatCount(config.convertPoints) }),
      };
    if (points > held) return { ok: false, message: t('points.validation.balance') };
    return { ok: true, points };
  };
}

/** Points into cash at the brand's rate, authorised by the payment password. */
export function ConvertDialog({
  config,
  points,
  onClose,
}: {
  config: PointConfig;
  points: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const convert = useConvertPoints();
  const check = usePointsCheck(config, points);
  const { requestId, password, setPassword, failure, setFailure, failed } = usePaidAttempt();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ points?: string | undefined; password?: string | undefined }>({});
  const typed = /^\d{1,13}$/.test(text) ? Number(text) : 0;
  const cash = cashFor(typed, config.convertPoints, config.convertAmount);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const amount = check(text);
    const next = {
      points: amount.ok ? undefined : amount.message,
      password: isPaymentPassword(password) ? undefined : t('points.validation.password'),
    };
    setErrors(next);
    if (!amount.ok || next.password) return;
    try {
      const done = await convert.mutateAsync({
        points: amount.points,
        paymentPassword: password,
        requestId: requestId.current,
      });
      onClose();
      void showAlert({
        message: t('points.converted', { amount: `${showAmount(done.amount)} ${config.currency}` }),
        tone: 'success',
      });
    } catch (error) {
      failed(error);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t('points.convertTitle')} size="md" testId="convert-dialog">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          label={t('points.convertPoints')}
          required
          error={errors.points}
          hint={t('points.convertHint', {
            step: formatCount(config.convertPoints),
            min: formatCount(config.minConvert),
          })}
        >
          {(a) => (
            <input
              {...a}
              className={inputClass}
              inputMode="numeric"
              autoComplete="off"
              value={text}
              onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
            />
          )}
        </Field>
        <p className="flex items-center justify-between rounded-xl bg-surface-2 p-3 text-sm">
          <span className="text-muted">{t('points.youGet')}</span>
          <span className="font-bold text-fg tabular-nums" data-testid="convert-cash">
            {cash ?? '0.00'} {config.currency}
          </span>
        </p>
        <PaymentPasswordField value={password} onChange={setPassword} error={errors.password} />
        <AttemptFailure failure={failure} />
        <Button type="submit" className="w-full" disabled={convert.isPending}>
          {t('points.confirmConvert')}
        </Button>
      </form>
    </Dialog>
  );
}
