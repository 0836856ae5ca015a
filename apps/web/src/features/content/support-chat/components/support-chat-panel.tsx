import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useChatHistory, useReadChat } from '../api/support-chat';
import { ChatComposer } from './chat-composer';
import { ChatLines } from './chat-lines';

/**
 * The member's conversation with support: history (earlier lines on demand), the composer, and
 * loading, empty, error and closed states. Staff replies arrive by the push channel's `chat`
 * event, which refetches the history; whatever is on screen counts as read.
 */
export function SupportChatPanel() {
  const { t } = useTranslation();
  const history = useChatHistory();
  const read = useReadChat();
  const scroller = useRef<HTMLDivElement>(null);
  const pages = history.data?.pages;
  const messages = useMemo(() => {
    const seen = new Set<string>();
    return (pages ?? [])
      .toReversed()
      .flatMap((p) => p.messages)
      .filter((m) => !seen.has(m.id) && seen.add(m.id));
  }, [pages]);
  const status = pages?.[0]?.status ?? null;
  const last = messages.at(-1)?.id;
  const unreadReply = messages.some((m) => m.from === 'staff' && !m.read);

  useEffect(() => {
    if (last && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [last]);

  const { mutate: markRead, isPending: marking } = read;
  useEffect(() => {
    if (unreadReply && !marking) markRead();
  }, [unreadReply, marking, markRead]);

  let body: ReactNode;
  if (history.isPending) {
    body = (
      <div role="status" className="grid h-full place-items-center text-muted">
        <Spinner className="size-7" />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    );
  } else if (history.isError) {
    body = (
      <div className="grid h-full place-content-center justify-items-center gap-3 text-center">
        <Icon name="alert" className="size-8 text-danger" />
        <p role="alert" className="text-sm text-fg">
          {t('chat.loadError')}
        </p>
        <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
          {t('chat.retry')}
        </Button>
      </div>
    );
  } else if (messages.length === 0) {
    body = (
      <div className="grid h-full place-content-center justify-items-center gap-3 px-4 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-surface-2 text-accent">
          <Icon name="chat" className="size-7" />
        </span>
        <p className="text-sm text-muted">{t('chat.empty')}</p>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        {history.hasNextPage ? (
          <div className="text-center">
            <Button
              size="sm"
              variant="ghost"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t('chat.older')}
            </Button>
          </div>
        ) : null}
        <ChatLines messages={messages} />
        {status === 'closed' ? <p className="text-center text-xs text-muted">{t('chat.closed')}</p> : null}
      </div>
    );
  }

  return (
    <section aria-label={t('chat.title')} className="flex flex-col gap-3">
      <div
        ref={scroller}
        className="h-[min(55vh,460px)] overflow-y-auto overscroll-contain rounded-xl border border-line bg-bg-2 p-3"
      >
        {body}
      </div>
      <ChatComposer />
    </section>
  );
}
