import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText } from '@/lib/error-text';
import { Button } from './button';

/** A body with the one `note` field a rejection sends (the shared contract's schema checks it). */
type NoteSchema = z.ZodType<{ note: string }, { note: string }>;

/**
 * Asks for the reason of a rejection (or of another logged action: `fieldLabel` and `submitLabel`
 * name it), checked by the call's own shared schema before it is sent; the server's refusal
 * (already decided, …) shows in the dialog.
 */
export function ReasonDialog(props: {
  title: string;
  /** The reason field's label; "Reason" of a decision unless given. */
  fieldLabel?: string;
  /** The submit button of another action than a rejection: its text, in the primary colour. */
  submitLabel?: string;
  schema: NoteSchema;
  pending: boolean;
  error: unknown;
  onSubmit: (note: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldId = useId();
  const { register, handleSubmit, formState } = useForm<{ note: string }>({
    resolver: zodResolver(props.schema),
    defaultValues: { note: '' },
  });
  const fieldError = formState.errors.note?.message;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        onKeyDown={(event) => event.key === 'Escape' && props.onClose()}
        className="w-full max-w-md rounded-xl border border-line bg-surface p-5 text-fg shadow-2xl"
      >
        <form onSubmit={handleSubmit(({ note }) => props.onSubmit(note))} className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{props.title}</h2>
          <label htmlFor={fieldId} className="text-sm text-muted">
            {props.fieldLabel ?? t('decision.reason')}
          </label>
          <textarea
            id={fieldId}
            rows={3}
            className="rounded-md border border-line bg-bg p-2 text-sm"
            aria-invalid={fieldError ? true : undefined}
            {...register('note')}
          />
          {fieldError ? <p className="text-sm text-danger">{t('decision.reasonRequired')}</p> : null}
          {props.error ? (
            <p role="alert" className="text-sm text-danger">
              {errorText(props.error)}
            </p>
          ) : null}
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="ghost" onClick={props.onClose}>
              {t('decision.cancel')}
            </Button>
            <Button variant={props.submitLabel ? 'primary' : 'danger'} type="submit" disabled={props.pending}>
              {props.submitLabel ?? t('decision.reject')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
