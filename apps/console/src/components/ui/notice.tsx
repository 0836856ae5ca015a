import { useTranslation } from 'react-i18next';

/** A decision's outcome, read out by screen readers, until it is closed. */
export function Notice({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="mb-4 flex items-center justify-between gap-3 rounded-md bg-success/15 px-3 py-2 text-sm"
    >
      <span>{text}</span>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('states.close')}
        className="text-muted hover:text-fg"
      >
        ×
      </button>
    </div>
  );
}
