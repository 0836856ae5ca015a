import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Icon, type IconName } from './icon';

interface EmptyStateProps {
  icon: IconName;
  title: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
  className?: string;
  testId?: string;
}

/** The one look for "nothing here (yet)": a glowing icon badge, a title, a line, an action. */
export function EmptyState({ icon, title, message, action, className, testId }: EmptyStateProps) {
  return (
    <div data-testid={testId} className={cn('flex flex-col items-center px-6 py-12 text-center', className)}>
      <div className="relative mb-6">
        <div className="absolute inset-0 rounded-3xl bg-linear-to-br from-accent to-brand opacity-30 blur-2xl" />
        <div className="relative grid size-20 place-items-center rounded-3xl border border-line bg-surface-2 text-accent shadow-card">
          <Icon name={icon} className="size-10" />
        </div>
      </div>
      <h1 className="text-xl font-bold text-fg sm:text-2xl">{title}</h1>
      {message ? <p className="mt-2 max-w-md text-sm leading-relaxed text-muted">{message}</p> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

/** "Nothing here" inside a panel: the empty state in a dashed box, a size smaller than a page's. */
export function PanelEmpty(props: { icon: IconName; title: string; hint: string; roomy?: boolean }) {
  return (
    <EmptyState
      icon={props.icon}
      title={<span className={props.roomy ? 'text-base sm:text-lg' : 'text-base'}>{props.title}</span>}
      message={props.hint}
      className={cn('rounded-2xl border border-dashed border-line', props.roomy ? 'py-10' : 'py-8')}
    />
  );
}
