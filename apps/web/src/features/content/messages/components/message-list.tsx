import type { InternalMessage } from '@pf/shared';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDeleteMessage, useMessageList, useReadMessage } from '../api/messages';

function MessageItem({ message }: { message: InternalMessage }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const read = useReadMessage();
  const remove = useDeleteMessage();
  // A feedback answer is titled in the member's language; staff notices keep the title staff wrote.
  const title = message.kind === 'feedbackReply' ? t('messages.feedbackReply') : message.title;
  const contentId = `message-${message.id}`;

  const toggle = () => {
    setOpen(!open);
    if (!open && !message.read) read.mutate(message.id);
  };

  return (
    <li
      data-testid="message-item"
      data-read={message.read}
      className="rounded-xl border border-line bg-surface shadow-card"
    >
      <div className="flex items-start gap-2 p-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={toggle}
          className="flex min-w-0 flex-1 items-start gap-3 rounded-lg p-2 text-left hover:bg-surface-2"
        >
          <span
            className={cn(
              'mt-1.5 size-2 shrink-0 rounded-full',
              message.read ? 'bg-transparent' : 'bg-accent',
            )}
            aria-hidden="true"
          />
          <span className="min-w-0 flex-1">
            <span className={cn('block truncate text-sm', message.read ? 'text-muted' : 'font-bold text-fg')}>
              {title}
              {message.read ? null : <span className="sr-only"> ({t('messages.unread')})</span>}
            </span>
            <span className="block text-xs text-muted">
              {formatDateTime(message.createdAt, i18n.language)}
            </span>
          </span>
          <Icon name={open ? 'chevronDown' : 'chevronRight'} className="mt-1 size-4 shrink-0 text-muted" />
        </button>
        <button
          type="button"
          aria-label={t('messages.delete', { title })}
          disabled={remove.isPending}
          onClick={() => remove.mutate(message.id)}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-danger"
        >
          <Icon name="close" className="size-4" />
        </button>
      </div>
      {open ? (
        // Plain text on purpose: messages are written by staff and never injected as HTML.
        <p id={contentId} className="border-t border-line px-5 py-4 text-sm whitespace-pre-line text-fg">
          {message.content}
        </p>
      ) : null}
    </li>
  );
}

/** The member's inbox, newest first, with paging; opening a message marks it read. */
export function MessageList() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = useMessageList(pageNo);

  if (list.isPending) {
    return (
      <div className="grid place-items-center py-16 text-muted" role="status">
        <Spinner className="size-7" />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    );
  }
  if (list.isError) return <EmptyState icon="alert" title={t('messages.loadError')} />;
  if (list.data.total === 0) return <EmptyState icon="mail" title={t('messages.empty')} />;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        {t('messages.summary', { total: list.data.total, unread: list.data.unread })}
      </p>
      <ul aria-label={t('messages.inbox')} className="space-y-2">
        {list.data.list.map((m) => (
          <MessageItem key={m.id} message={m} />
        ))}
      </ul>
      <Pager pageNo={pageNo} totalPages={list.data.totalPages} onChange={setPageNo} busy={list.isFetching} />
    </div>
  );
}
