import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The surface a game's table sits on. */
export function GameCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section className={cn('space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-card', className)}>
      {children}
    </section>
  );
}
