import { NOTICE_PAGE_SIZE } from '@pf/shared';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotice } from '../api/notice';
import { useNoticeModal } from '../model/notice-modal-store';

/** The ticker's box; the frame keeps a box of this size while the ticker is built. */
export const TICKER_SHELL =
  'flex h-11 items-center gap-3 overflow-hidden rounded-xl border border-line bg-surface pr-4 shadow-card';

/**
 * §2 Home: the notice ticker, shown by default. Titles scroll (paused on hover or keyboard focus)
 * and each opens the notice modal at that notice. The track is rendered twice so the loop never
 * shows a gap; the copy is hidden from assistive technology and the keyboard.
 */
export function NoticeTicker() {
  const { t } = useTranslation();
  const notice = useNotice();
  const open = useNoticeModal((s) => s.open);
  const titles = notice.data?.player ?? [];

  let body: React.ReactNode;
  if (notice.isPending) {
    body = (
      <span
        role="status"
        aria-label={t('content.ticker.loading')}
        className="h-3 w-2/3 animate-pulse rounded bg-surface-2"
      />
    );
  } else if (notice.isError) {
    body = <p className="truncate text-sm text-muted">{t('content.ticker.error')}</p>;
  } else if (titles.length === 0) {
    body = <p className="truncate text-sm text-muted">{t('content.ticker.empty')}</p>;
  } else {
    body = (
      <div className="min-w-0 flex-1 overflow-hidden">
        <ul className="animate-ticker flex w-max gap-12 text-sm text-fg focus-within:[animation-play-state:paused]">
          {[0, 1].map((copy) =>
            titles.map((item, i) => (
              <li key={`${copy}-${item.id}`} aria-hidden={copy === 1 ? true : undefined}>
                <button
                  type="button"
                  tabIndex={copy === 1 ? -1 : undefined}
                  onClick={() =>
                    open({ type: 'notice', pageNo: Math.floor(i / NOTICE_PAGE_SIZE) + 1, id: item.id })
                  }
                  className="whitespace-nowrap rounded hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
                >
                  {item.title}
                </button>
              </li>
            )),
          )}
        </ul>
      </div>
    );
  }

  return (
    <section data-testid="notice-ticker" aria-label={t('home.notices')} className={TICKER_SHELL}>
      <button
        type="button"
        onClick={() => open({ type: 'notice', pageNo: 1, id: null })}
        aria-label={t('content.ticker.openList')}
        className="flex h-full shrink-0 items-center gap-2 bg-linear-to-r from-accent/20 to-transparent pr-6 pl-4 text-accent"
      >
        <Icon name="megaphone" className="size-[18px]" />
        <span className="hidden text-xs font-bold tracking-wider uppercase sm:inline">
          {t('home.notices')}
        </span>
      </button>
      {body}
    </section>
  );
}
