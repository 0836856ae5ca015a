import { parseAmountToMinor } from '@pf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { moneyConsoleCall, moneyConsoleKeys } from '../money-console-calls';

type Form = { direction: 'credit' | 'debit'; amount: string; reason: string; file: FileList | null };

const asDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Asks for a credit or debit of a member's cash; a second staff member decides it on the adjustments queue. */
export function AdjustmentDialog(props: {
  memberId: string;
  currency: string;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [fileError, setFileError] = useState(false);
  const { register, handleSubmit, formState } = useForm<Form>({
    defaultValues: { direction: 'credit', amount: '', reason: '', file: null },
  });
  const request = useMutation({
    mutationFn: async (form: Form) => {
      const file = form.file?.[0];
      return moneyConsoleCall('moneyConsole.requestAdjustment', {
        body: {
          memberId: props.memberId,
          direction: form.direction,
          amount: String(parseAmountToMinor(form.amount)),
          reason: form.reason.trim(),
          attachment: file ? await asDataUrl(file) : undefined,
        },
      });
    },
    onSuccess: () => {
      client.invalidateQueries({ queryKey: moneyConsoleKeys.adjustmentLists });
      props.onDone();
    },
  });
  const amountOk = (v: string) => (parseAmountToMinor(v) ?? 0n) > 0n;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('members.adjust.title')}
        onKeyDown={(event) => event.key === 'Escape' && props.onClose()}
        className="w-full max-w-md rounded-xl border border-line bg-surface p-5 text-fg shadow-2xl"
      >
        <form onSubmit={handleSubmit((form) => request.mutate(form))} className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t('members.adjust.title')}</h2>
          <fieldset className="flex gap-4 text-sm">
            <legend className="mb-1 text-muted">{t('members.adjust.direction')}</legend>
            {(['credit', 'debit'] as const).map((d) => (
              <label key={d} className="flex items-center gap-2">
                <input type="radio" value={d} {...register('direction')} />
                {t(`members.adjust.${d}`)}
              </label>
            ))}
          </fieldset>
          <TextField
            label={t('members.adjust.amount', { currency: props.currency })}
            inputMode="decimal"
            error={formState.errors.amount ? t('members.adjust.amountInvalid') : undefined}
            {...register('amount', { validate: amountOk })}
          />
          <TextField
            label={t('members.adjust.reason')}
            error={formState.errors.reason ? t('members.adjust.reasonRequired') : undefined}
            {...register('reason', { validate: (v) => v.trim().length > 0 && v.trim().length <= 500 })}
          />
          <TextField
            type="file"
            accept="image/png,image/jpeg,application/pdf"
            label={t('members.adjust.attachment')}
            error={fileError ? t('members.adjust.attachmentTooLarge') : undefined}
            {...register('file', {
              validate: (files) => {
                const big = Boolean(files?.[0] && files[0].size > 5_000_000);
                setFileError(big);
                return !big;
              },
            })}
          />
          {request.error ? (
            <p role="alert" className="text-sm text-danger">
              {errorText(request.error)}
            </p>
          ) : null}
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="ghost" onClick={props.onClose}>
              {t('decision.cancel')}
            </Button>
            <Button type="submit" disabled={request.isPending}>
              {t('members.adjust.submit')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
