import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { AnnouncementItem, useAnnouncements } from '@/features/content/content';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Empty, LoadFailed, Loading } from './load-states';

/** §2 announcement: the brand's notices, read here without leaving the centre. */
export function Announcements() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const notices = useAnnouncements('notice', pageNo);
  const page = notices.data;

  if (notices.isPending) return <Loading />;
  if (notices.isError || !page)
    return <LoadFailed error={notices.error} onRetry={() => void notices.refetch()} />;
  if (page.content.length === 0)
    return <Empty icon="megaphone" title={t('agentCentre.announcementsEmpty')} />;
  return (
    <div className="space-y-3">
      <ul
        aria-label={t('agentCentre.menu.announcement')}
        aria-busy={notices.isFetching}
        className="space-y-2"
      >
        {page.content.map((item) => (
          <AnnouncementItem
            key={item.id}
            item={item}
            locale={i18n.language}
            expanded={open === item.id}
            onToggle={() => setOpen((id) => (id === item.id ? null : item.id))}
          />
        ))}
      </ul>
      <Pager
        pageNo={page.pageNo}
        totalPages={page.totalPages}
        onChange={setPageNo}
        busy={notices.isFetching}
      />
    </div>
  );
}
