import type { ReactNode } from 'react';
import { Button } from './button';
import { Icon, type IconName } from './icon';

/** A list's call failed: why in words (under a title where there is one), and a way to try again. */
export function RetryPanel(props: {
  title?: string;
  detail: string;
  retryLabel: string;
  onRetry: () => void;
  testId: string;
  retryTestId: string;
}) {
  return (
    <div
      role="alert"
      data-testid={props.testId}
      className="flex flex-col items-center gap-3 rounded-2xl border border-danger/30 bg-danger/5 px-6 py-10 text-center"
    >
      <span className="grid size-11 place-items-center rounded-xl bg-danger/15 text-danger">
        <Icon name="alert" className="size-5" />
      </span>
      {props.title ? (
        <>
          <p className="text-sm font-semibold text-fg">{props.title}</p>
          <p className="text-xs text-muted">{props.detail}</p>
        </>
      ) : (
        <p className="text-sm text-fg">{props.detail}</p>
      )}
      <Button size="sm" variant="secondary" onClick={props.onRetry} data-testid={props.retryTestId}>
        <Icon name="refresh" className="size-4" />
        {props.retryLabel}
      </Button>
    </div>
  );
}

/** Nothing to list yet, said kindly in a dashed box, with an optional way forward. */
export function EmptyPanel(props: {
  icon: IconName;
  title: string;
  message?: string | undefined;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <div
      data-testid={props.testId}
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-6 py-12 text-center"
    >
      <span className="mb-2 grid size-14 place-items-center rounded-2xl bg-surface-2 text-muted">
        <Icon name={props.icon} className="size-7" />
      </span>
      <p className="font-semibold text-fg">{props.title}</p>
      {props.message ? <p className="max-w-xs text-sm text-muted">{props.message}</p> : null}
      {props.action ? <div className="mt-3">{props.action}</div> : null}
    </div>
  );
}
