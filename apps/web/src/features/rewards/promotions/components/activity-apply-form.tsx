import { ACTIVITY_COMMENT_MAX, ACTIVITY_MAX_IMAGES } from '@pf/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { ImagePicker } from '@/components/ui/image-picker';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ImageProblem } from '@/lib/image-file';
import { applyForActivity } from '../api/activity';

const SLOTS = Array.from({ length: ACTIVITY_MAX_IMAGES }, (_, i) => i);

/**
 * §5 Activity apply: a comment with its 140 counter and up to 3 png/jpg pictures with previews.
 * A bad file is refused here with the §5 sentence; the server checks the bytes again.
 */
export function ActivityApplyForm({
  promotionId,
  onDone,
  onCancel,
}: {
  promotionId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<(string | null)[]>(SLOTS.map(() => null));
  const [fileError, setFileError] = useState<ImageProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = comment.length > ACTIVITY_COMMENT_MAX;

  const setImage = (slot: number, value: string | null) => {
    setFileError(null);
    setImages((all) => all.map((v, i) => (i === slot ? value : v)));
  };

  const submit = async () => {
    if (tooLong) return;
    setBusy(true);
    setFailure(null);
    try {
      await applyForActivity({ promotionId, comment, images: images.filter((v): v is string => v !== null) });
      onDone();
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={t('activity.formTitle')}
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field
        label={t('activity.comment')}
        error={tooLong ? t('activity.tooLong', { max: ACTIVITY_COMMENT_MAX }) : undefined}
        hint={t('activity.counter', { used: comment.length, max: ACTIVITY_COMMENT_MAX })}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            value={comment}
            rows={3}
            onChange={(e) => setComment(e.target.value)}
            className={cn(inputClass, 'h-auto py-2.5')}
          />
        )}
      </Field>
      <p className={cn('-mt-2 text-end text-xs', tooLong ? 'text-danger' : 'text-muted')} aria-hidden>
        {t('activity.counter', { used: comment.length, max: ACTIVITY_COMMENT_MAX })}
      </p>
      <fieldset className="space-y-2">
        <legend className="text-xs font-semibold text-muted">
          {t('activity.images', { max: ACTIVITY_MAX_IMAGES })}
        </legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {SLOTS.map((slot) => (
            <ImagePicker
              key={slot}
              label={t('activity.image', { n: slot + 1 })}
              icon="camera"
              value={images[slot] ?? null}
              onChange={(v) => setImage(slot, v)}
              onReject={setFileError}
              testId={`activity-image-${slot + 1}`}
            />
          ))}
        </div>
        {fileError ? (
          <p role="alert" className="text-xs text-danger">
            {fileError === 'type' ? t('validation.imageType') : t('validation.imageSize')}
          </p>
        ) : null}
      </fieldset>
      {failure ? (
        <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('activity.cancel')}
        </Button>
        <Button type="submit" disabled={busy || tooLong}>
          {busy ? <Spinner className="size-4" /> : null}
          {t('activity.submit')}
        </Button>
      </div>
    </form>
  );
}
