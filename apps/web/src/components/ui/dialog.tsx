import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { ModalBackdrop, ModalCloseButton, useModalPanel } from './modal-parts';

/** Open dialogs, oldest first. */
const openStack: object[] = [];

const SIZES = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-2xl' } as const;

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  testId?: string;
  size?: keyof typeof SIZES;
  /** Forms bring their own colours and spacing; plain messages get muted small text. */
  plain?: boolean;
  /** A step the member must finish (forced password change): no close button, Escape or backdrop. */
  dismissible?: boolean;
}

/**
 * A modal card over a dimmed page. Escape and the backdrop close it; focus moves into it on open
 * and back to where it was on close, so keyboard users are never stranded behind it. A closed
 * dialog is nothing at all: pages mount many, and only an open one pays for its hooks.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  children,
  footer,
  testId,
  size = 'sm',
  plain,
  dismissible = true,
}: DialogProps) {
  const titleId = useId();
  // On the stack while open, so a dialog opened over this one answers Escape in its place.
  const entry = useRef({});
  useEffect(() => {
    const mine = entry.current;
    openStack.push(mine);
    return () => {
      openStack.splice(openStack.indexOf(mine), 1);
    };
  }, []);
  const panel = useModalPanel(() => {
    // Only the top-most dialog answers Escape, so a warning over a form closes alone.
    if (dismissible && openStack.at(-1) === entry.current) onClose();
  });

  return createPortal(
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto p-4">
      <ModalBackdrop onClose={dismissible ? onClose : undefined} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className={cn(
          'relative w-full rounded-2xl border border-line bg-surface p-6 text-fg shadow-card outline-none',
          SIZES[size],
        )}
      >
        {dismissible ? <ModalCloseButton onClose={onClose} className="absolute top-3 end-3" /> : null}
        <h2 id={titleId} className="pe-8 text-lg font-bold">
          {title}
        </h2>
        {children ? (
          <div className={cn('mt-3', !plain && 'text-sm leading-relaxed text-muted')}>{children}</div>
        ) : null}
        {footer ? <div className="mt-6 flex justify-end gap-2">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
