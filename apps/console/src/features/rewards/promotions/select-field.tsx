import { forwardRef, type SelectHTMLAttributes, useId } from 'react';

/** A labelled choice among fixed options. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & {
    label: string;
    options: readonly { value: string; text: string }[];
  }
>(function SelectField({ label, options, ...props }, ref) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-muted">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        className="h-9 rounded-md border border-line bg-bg px-2 text-sm outline-none focus:border-accent"
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
});
