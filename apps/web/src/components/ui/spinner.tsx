import { cn } from '@/lib/cn';

/** Decorative; the surrounding element carries the accessible "loading" text. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-2 border-current border-t-transparent',
        className ?? 'size-5',
      )}
    />
  );
}

/** A spinner in a box of the caller's shape, which tells assistive tech what is loading. */
export function SpinnerStatus({ label, className }: { label: string; className: string }) {
  return (
    <div className={className} role="status" aria-label={label}>
      <Spinner />
    </div>
  );
}
