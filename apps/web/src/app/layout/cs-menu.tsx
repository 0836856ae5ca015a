import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDismissOnBlur } from '@/lib/use-dismiss-on-blur';
import { useSupportChannel } from './use-support-channel';

const row = 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start transition hover:bg-surface-2';

/**
 * The header's customer-service menu: the channel this visitor is served on (VIP for members above
 * rank level 4, live chat otherwise), opened in its 440x750 pop-up, or the built-in support chat
 * where the brand has no outside address; and the help centre.
 */
export function CsMenu() {
  const { t } = useTranslation();
  const cs = useSupportChannel();
  const { channel } = cs;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useDismissOnBlur(
    root,
    useCallback(() => setOpen(false), []),
  );

  if (!channel) return null;
  const entry = channel.kind === 'external' ? channel.entry : null;
  const label = cs.unread > 0 ? t('chat.unread', { count: cs.unread }) : t('header.customerService');
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        data-testid="cs-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={label}
        title={label}
        onClick={() => setOpen((v) => !v)}
        className="relative grid size-10 place-items-center rounded-xl border border-line bg-surface text-muted transition hover:text-accent"
      >
        <Icon name="headset" />
        {cs.unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-1 -end-1 grid min-w-4 place-items-center rounded-full bg-danger px-1 text-[10px] font-bold text-white"
          >
            {cs.unread > 99 ? '99+' : cs.unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          role="menu"
          aria-label={t('header.customerService')}
          className="absolute end-0 top-full z-50 mt-2 w-64 rounded-xl border border-line bg-surface p-1.5 shadow-card"
        >
          <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
            {t('header.customerService')}
          </p>
          <button
            type="button"
            role="menuitem"
            data-testid="cs-option-0"
            data-cs-type={entry?.csType ?? 'BUILTIN'}
            onClick={() => {
              setOpen(false);
              cs.open();
            }}
            className={row}
          >
            <span className="grid size-8 place-items-center rounded-lg bg-linear-to-br from-accent/25 to-brand/25 text-accent">
              <Icon name={entry?.csType === 'VIP' ? 'crown' : 'chat'} className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-fg">
                {entry ? entry.title : t('chat.title')}
              </span>
              <span className="block text-xs text-muted">
                {entry ? t(`cs.${entry.csType}`) : t('chat.subtitle')}
              </span>
            </span>
          </button>
          <Link role="menuitem" to="/help" onClick={() => setOpen(false)} className={row}>
            <span className="grid size-8 place-items-center rounded-lg bg-surface-2 text-muted">
              <Icon name="help" className="size-4" />
            </span>
            <span className="text-sm font-semibold text-fg">{t('nav.help')}</span>
          </Link>
        </div>
      ) : null}
      {cs.dialogs}
    </div>
  );
}
