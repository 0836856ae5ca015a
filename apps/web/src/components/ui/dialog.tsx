import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/**
 * A modal card over a dimmed page. Escape and the backdrop close it; focus moves into it on open
 * and back to where it was on close, so keyboard users are never stranded behind it.
 */
export function Dialog({ open, onClose, title, children, footer, testId }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 grid place-items-center p-4">
      <button
        type="button"
        aria-label={t('dialog.close')}
        className="absolute inset-0 bg-black/60 backdrop-blur-sm"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className="relative w-full max-w-sm rounded-2xl border border-line bg-surface p-6 text-fg shadow-card outline-none"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={t('dialog.close')}
          className="absolute top-3 right-3 grid size-8 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
        >
          <Icon name="close" className="size-4" />
        </button>
        <h2 id={titleId} className="pr-8 text-lg font-bold">
          {title}
        </h2>
        {children ? <div className="mt-3 text-sm leading-relaxed text-muted">{children}</div> : null}
        {footer ? <div className="mt-6 flex justify-end gap-2">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
