import type { Announcement } from '@pf/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNoticeModal } from '../model/notice-modal-store';

/** The publicity popup (§2 Modals): one item at a time, with a step through the list. */
export function PublicityPopup({ items, onClose }: { items: readonly Announcement[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const openList = useNoticeModal((s) => s.open);
  const item = items[Math.min(index, items.length - 1)];
  if (!item) return null;
  const many = items.length > 1;
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      testId="publicity-popup"
      title={item.title}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            className="text-sm font-semibold text-accent hover:underline"
            onClick={() => {
              onClose();
              openList({ type: 'publicity', pageNo: 1, id: item.id });
            }}
          >
            {t('content.publicity.seeAll')}
          </button>
          <div className="flex items-center gap-2">
            {many ? (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === 0}
                  onClick={() => setIndex(index - 1)}
                >
                  {t('content.publicity.previous')}
                </Button>
                <span className="text-xs text-muted" aria-live="polite">
                  {t('content.publicity.position', { n: index + 1, total: items.length })}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === items.length - 1}
                  onClick={() => setIndex(index + 1)}
                >
                  {t('content.publicity.next')}
                </Button>
              </>
            ) : null}
            <Button size="sm" onClick={onClose}>
              {t('content.publicity.close')}
            </Button>
          </div>
        </div>
      }
    >
      <p className="text-sm leading-relaxed whitespace-pre-line text-fg/90">{item.content}</p>
    </Dialog>
  );
}
