import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Icon } from './icon';

/**
 * What every modal does while it is open: focus moves into its panel, and back to where it was on
 * close, so keyboard users are never stranded behind it. Escape calls `onEscape`; each modal
 * decides there whether it is the one to close. Callers often pass inline handlers: a ref keeps
 * the effect from re-running (and re-stealing focus from the field being typed in) on every render.
 */
export function useModalPanel(onEscape: () => void) {
  const panel = useRef<HTMLDivElement>(null);
  const latestEscape = useRef(onEscape);
  latestEscape.current = onEscape;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestEscape.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);
  return panel;
}

/** The dimmed page behind a modal; a click on it closes the modal, when the modal may be closed. */
export function ModalBackdrop({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('dialog.close')}
      className="fixed inset-0 bg-black/60 backdrop-blur-sm"
      onClick={onClose}
      tabIndex={onClose ? 0 : -1}
    />
  );
}

/** The close button in a modal's corner. */
export function ModalCloseButton({ onClose, className }: { onClose: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={t('dialog.close')}
      className={cn(
        'grid size-8 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg',
        className,
      )}
    >
      <Icon name="close" className="size-4" />
    </button>
  );
}
