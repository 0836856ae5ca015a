import type { ReactNode } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';
import { Icon, type IconName } from '@/components/ui/icon';

interface StatusFrameProps {
  testId: string;
  icon: IconName;
  brand?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/**
 * The full-screen card used when the site itself cannot be shown (maintenance, restricted region,
 * start-up failure): brand on top, a big status icon, text and actions, over a soft glow.
 */
export function StatusFrame({ testId, icon, brand, title, children, actions }: StatusFrameProps) {
  return (
    <main
      data-testid={testId}
      className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-bg px-4 py-10 text-fg"
    >
      <div className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand opacity-20 blur-3xl" />
      <div className="pointer-events-none absolute -bottom-48 -start-24 size-[28rem] rounded-full bg-accent opacity-10 blur-3xl" />
      <div className="relative w-full max-w-md rounded-3xl border border-line bg-surface/90 p-8 text-center shadow-card backdrop-blur sm:p-10">
        {brand ? <BrandMark name={brand} className="mb-8 justify-center" /> : null}
        <div className="mx-auto mb-6 grid size-20 place-items-center rounded-3xl bg-linear-to-br from-accent/20 to-brand/20 text-accent ring-1 ring-line">
          <Icon name={icon} className="size-10" />
        </div>
        <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
        {children ? (
          <div className="mt-3 space-y-2 text-sm leading-relaxed text-muted">{children}</div>
        ) : null}
        {actions ? (
          // Stacked, full-width buttons whose labels may wrap: two long labels side by side (or one
          // long translation) would otherwise overflow the card at any width.
          <div className="mt-8 grid gap-3 *:h-auto *:min-h-12 *:w-full *:py-2.5 *:whitespace-normal">
            {actions}
          </div>
        ) : null}
      </div>
    </main>
  );
}
