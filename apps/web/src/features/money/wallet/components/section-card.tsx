import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The wallet pages' card: a titled block on the panel background. */
export function SectionCard({
  title,
  aside,
  children,
  className,
  testId,
}: {
  title?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      className={cn('rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5', className)}
    >
      {title || aside ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title ? <h3 className="text-sm font-bold text-fg">{title}</h3> : <span />}
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  );
}
