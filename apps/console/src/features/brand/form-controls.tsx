import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
} from 'react';

const fieldClass = 'h-9 rounded-md border border-line bg-bg px-2 text-sm outline-none focus:border-accent';

/** A part of the brand form under its own heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A field's complaint, tied to it for screen readers. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-xs text-danger">
      {text}
    </p>
  ) : null;
}

export const Checkbox = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; hideLabel?: boolean }
>(function Checkbox({ label, hideLabel, ...props }, ref) {
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input ref={ref} type="checkbox" className="size-4 accent-(--accent)" {...props} />
      <span className={hideLabel ? 'sr-only' : undefined}>{label}</span>
    </label>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | undefined; children: ReactNode }
>(function SelectField({ label, error, children, ...props }, ref) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-muted">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClass}
        {...props}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
});

/** A list of short texts, one a line (addresses, countries), edited as a text box. */
export function LinesField(props: {
  label: string;
  hint: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-muted">
        {props.label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={props.value.join('\n')}
        onChange={(e) =>
          props.onChange(
            e.target.value
              .split(/[\n,]/)
              .map((s) => s.trim())
              .filter(Boolean),
          )
        }
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}
        className="rounded-md border border-line bg-bg px-2 py-1 font-mono text-sm outline-none focus:border-accent"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {props.hint}
      </p>
      <FieldError id={`${id}-error`} text={props.error} />
    </div>
  );
}
