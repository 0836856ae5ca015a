import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { useCustomerService, useLoadedPermission } from '@/features/system';
import { useDismissOnBlur } from '@/lib/use-dismiss-on-blur';

/** The header's customer-service menu: one row per channel the merchant configured. */
export function CsMenu() {
  const { t } = useTranslation();
  const { customerService } = useLoadedPermission();
  const cs = useCustomerService();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useDismissOnBlur(
    root,
    useCallback(() => setOpen(false), []),
  );

  if (customerService.length === 0) return null;
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        data-testid="cs-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('header.customerService')}
        title={t('header.customerService')}
        onClick={() => setOpen((v) => !v)}
        className="grid size-10 place-items-center rounded-xl border border-line bg-surface text-muted transition hover:text-accent"
      >
        <Icon name="headset" />
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute top-full right-0 z-50 mt-2 w-64 rounded-xl border border-line bg-surface p-1.5 shadow-card"
        >
          <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
            {t('header.customerService')}
          </p>
          {customerService.map((entry, index) => (
            <button
              key={`${entry.csType}-${entry.path}`}
              type="button"
              role="menuitem"
              data-testid={`cs-option-${index}`}
              onClick={() => {
                setOpen(false);
                cs.open(entry);
              }}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left transition hover:bg-surface-2"
            >
              <span className="grid size-8 place-items-center rounded-lg bg-linear-to-br from-accent/25 to-brand/25 text-accent">
                <Icon name={entry.csType === 'VIP' ? 'crown' : 'chat'} className="size-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-fg">{entry.title}</span>
                <span className="block text-xs text-muted">{t(`cs.${entry.csType}`)}</span>
              </span>
            </button>
          ))}
        </div>
      ) : null}
      {cs.notice}
    </div>
  );
}
