import { type ChangeEvent, useId } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { type ImageProblem, imageProblem, readAsDataUrl } from '@/lib/image-file';
import { Icon, type IconName } from './icon';

interface ImagePickerProps {
  label: string;
  icon: IconName;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  /** The file was refused on the client; the caller shows the §8 warning. */
  onReject: (problem: ImageProblem) => void;
  required?: boolean;
  testId?: string;
}

/** One photo slot (ID front, selfie…): pick a file, see it, change or remove it. */
export function ImagePicker({ label, icon, value, onChange, onReject, required, testId }: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be picked again after a removal.
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      onReject(problem);
      return;
    }
    onChange(await readAsDataUrl(file));
  };

  return (
    <fieldset
      aria-labelledby={`${id}-label`}
      data-testid={testId}
      data-filled={value ? 'true' : 'false'}
      className="min-w-0 space-y-1.5"
    >
      <span id={`${id}-label`} className="block text-xs font-semibold text-muted">
        {required ? <span className="me-0.5 text-danger">*</span> : null}
        {label}
      </span>
      <div
        className={cn(
          'relative grid aspect-[16/10] place-items-center overflow-hidden rounded-xl border border-dashed transition',
          value ? 'border-line bg-bg-2' : 'border-line bg-surface-2 hover:border-accent',
        )}
      >
        {value ? (
          <>
            <img src={value} alt={label} className="size-full object-contain" />
            <button
              type="button"
              onClick={() => onChange(null)}
              aria-label={t('form.removeImage')}
              className="absolute top-2 end-2 grid size-8 place-items-center rounded-lg bg-black/60 text-white hover:bg-black/80"
            >
              <Icon name="close" className="size-4" />
            </button>
          </>
        ) : (
          <label
            htmlFor={id}
            className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 p-3 text-center text-muted hover:text-fg"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-surface text-accent">
              <Icon name={icon} className="size-6" />
            </span>
            <span className="text-xs font-semibold">{t('form.chooseImage')}</span>
            <span className="text-[11px] text-muted">{t('form.imageRule')}</span>
          </label>
        )}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          className="sr-only"
          onChange={(e) => void pick(e)}
        />
      </div>
    </fieldset>
  );
}
