import { cn } from '@/lib/cn';

/** A row of statuses to filter a queue by; one is always chosen. */
export function StatusTabs<S extends string>(props: {
  label: string;
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
  text: (status: S) => string;
}) {
  return (
    <div
      role="tablist"
      aria-label={props.label}
      className="mb-4 flex flex-wrap gap-1 rounded-lg bg-surface-2 p-1"
    >
      {props.statuses.map((status) => (
        <button
          key={status}
          type="button"
          role="tab"
          aria-selected={status === props.value}
          onClick={() => props.onChange(status)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm',
            status === props.value ? 'bg-surface font-medium text-fg shadow-sm' : 'text-muted hover:text-fg',
          )}
        >
          {props.text(status)}
        </button>
      ))}
    </div>
  );
}
