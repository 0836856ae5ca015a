import type { AnnouncementKind } from '@pf/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAnnouncements } from '../api/announcements';
import { type NoticeModalTarget, useNoticeModal } from '../model/notice-modal-store';
import { AnnouncementItem } from './announcement-item';

function AnnouncementList({ target }: { target: NoticeModalTarget }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [type, setType] = useState<AnnouncementKind>(target.type);
  const [pageNo, setPageNo] = useState(target.pageNo);
  const [openId, setOpenId] = useState<number | null>(target.id);
  const list = useAnnouncements(type, pageNo);

  // The ticker may open the modal again at another notice while it is open.
  useEffect(() => {
    setType(target.type);
    setPageNo(target.pageNo);
    setOpenId(target.id);
  }, [target]);

  const switchTo = (next: AnnouncementKind) => {
    setType(next);
    setPageNo(1);
    setOpenId(null);
  };

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <div role="status" aria-label={t('content.notices.loading')} className="grid h-48 place-items-center">
        <Spinner className="size-8 text-accent" />
      </div>
    );
  } else if (list.isError) {
    body = (
      <EmptyState
        icon="alert"
        title={t('content.notices.errorTitle')}
        message={t('content.notices.errorMessage')}
        action={<Button onClick={() => void list.refetch()}>{t('content.notices.retry')}</Button>}
      />
    );
  } else if (list.data.content.length === 0) {
    body = (
      <EmptyState
        icon="megaphone"
        title={t('content.notices.emptyTitle')}
        message={t('content.notices.emptyMessage')}
      />
    );
  } else {
    body = (
      <ul className="max-h-[55dvh] space-y-2 overflow-y-auto pr-1" aria-busy={list.isFetching}>
        {list.data.content.map((item) => (
          <AnnouncementItem
            key={item.id}
            item={item}
            locale={locale}
            expanded={openId === item.id}
            onToggle={() => setOpenId(openId === item.id ? null : item.id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <SegmentedTabs
        label={t('content.notices.title')}
        value={type}
        onChange={switchTo}
        options={[
          { value: 'notice', label: t('content.notices.tabNotice') },
          { value: 'publicity', label: t('content.notices.tabPublicity') },
        ]}
      />
      {body}
      <Pager
        pageNo={pageNo}
        totalPages={list.data?.totalPages ?? 0}
        busy={list.isFetching}
        onChange={(next) => {
          setPageNo(next);
          setOpenId(null);
        }}
      />
    </div>
  );
}

/** The announcement list modal (§2 Modals): notices 9 per page, publicity 8 per page. */
export function NoticeModal() {
  const { t } = useTranslation();
  const target = useNoticeModal((s) => s.target);
  const close = useNoticeModal((s) => s.close);
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={t('content.notices.title')}
      size="xl"
      testId="notice-modal"
    >
      {target ? <AnnouncementList target={target} /> : null}
    </Dialog>
  );
}
