import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Icon } from './icon';

export const inputClass = cn(
  'h-11 w-full min-w-0 rounded-xl border border-line bg-bg-2 px-3.5 text-sm text-fg transition outline-none',
  'placeholder:text-muted/70 focus:border-accent focus:ring-2 focus:ring-accent/25',
  'aria-invalid:border-danger aria-invalid:ring-danger/20 disabled:opacity-60',
);

interface FieldProps {
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
  className?: string;
  testId?: string;
}

/** Label, control, and the one error line under it; the control gets id and aria wiring. */
export function Field({ label, required, error, hint, children, className, testId }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('space-y-1.5', className)} data-testid={testId}>
      <label htmlFor={id} className="block text-xs font-semibold text-muted">
        {required ? <span className="me-0.5 text-danger">*</span> : null}
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted">{hint}</p>
      ) : null}
    </div>
  );
}

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/** A password box with a show/hide eye; typed text stays hidden by default. */
export function PasswordInput({ className, ref, ...rest }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={cn(inputClass, 'pe-11', className)}
        {...rest}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
        className="absolute inset-y-0 end-0 grid w-11 place-items-center text-muted hover:text-fg"
      >
        <Icon name={visible ? 'eyeOff' : 'eye'} className="size-4" />
      </button>
    </div>
  );
}
