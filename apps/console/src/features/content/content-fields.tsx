import { BUNDLED_LANGUAGES, type BundledLanguage } from '@pf/shared';
import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';

const INPUT = 'h-9 rounded-md border border-line bg-bg px-2 text-sm outline-none focus:border-accent';

/** A labelled choice among `options`, each shown by `text`. */
export function SelectField<V extends string>(
  props: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
    label: string;
    value: V;
    options: readonly V[];
    text: (option: V) => string;
    onChange: (value: V) => void;
  },
) {
  const id = useId();
  const { label, options, text, onChange, value, ...rest } = props;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        className={INPUT}
        {...rest}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The language a content list or item is in. */
export function LanguageField(props: {
  value: BundledLanguage;
  onChange: (language: BundledLanguage) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('contentOps.language')}
      value={props.value}
      options={BUNDLED_LANGUAGES}
      text={(l) => l}
      onChange={props.onChange}
      disabled={props.disabled}
    />
  );
}

/** A labelled check box. */
export function CheckField(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
      {props.label}
    </label>
  );
}

/** A labelled multi-line text with its error. */
export function AreaField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-muted">
        {props.label}
      </label>
      <textarea
        id={id}
        rows={props.rows ?? 4}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        className="rounded-md border border-line bg-bg p-2 text-sm outline-none focus:border-accent"
      />
      {props.error ? <p className="text-xs text-danger">{props.error}</p> : null}
    </div>
  );
}

/** The bar over a list: its filters on the left, the actions on the right. */
export function ListBar({ filters, actions }: { filters: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-wrap items-end gap-3">{filters}</div>
      <div className="flex flex-wrap items-center gap-2">{actions}</div>
    </div>
  );
}

/** The first message of each field a zod check refused, by field name. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
