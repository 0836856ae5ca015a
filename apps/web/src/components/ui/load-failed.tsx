import { Button } from './button';

/** A part of a page that could not load: what failed, why in words, and a way to try again. */
export function LoadFailed(props: {
  title: string;
  detail: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-danger/30 bg-danger/5 p-5 text-center sm:p-6">
      <p className="text-sm font-semibold text-fg">{props.title}</p>
      <p className="mt-1 text-xs text-muted">{props.detail}</p>
      <Button variant="outline" size="sm" className="mt-3 sm:mt-4" onClick={props.onRetry}>
        {props.retryLabel}
      </Button>
    </div>
  );
}
