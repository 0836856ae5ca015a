import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useMay } from '@/lib/permissions';
import { supportKeys } from '../support-keys';
import { ChatComposer } from './chat-composer';
import { ChatHolder } from './chat-holder';
import { ChatLines } from './chat-lines';
import { chatCall } from './support-calls';
import { cannedQuery, chatQuery } from './support-queries';

/** One conversation: who holds it, its lines (read as soon as they are shown) and the reply box. */
export function ConversationPanel(props: { id: string; myId: string; typing: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const mayReply = useMay('support.reply');
  const query = useQuery(chatQuery(props.id));
  const canned = useQuery({ ...cannedQuery(), enabled: mayReply });
  const unread = query.data?.chat.unread ?? 0;
  useEffect(() => {
    if (mayReply && unread > 0) {
      void chatCall('supportChat.boRead', { params: { id: props.id } }).then(() =>
        client.invalidateQueries({ queryKey: supportKeys.chats }),
      );
    }
  }, [mayReply, unread, props.id, client]);

  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const { chat, messages } = query.data;
  const mine = chat.assignedTo === props.myId;
  return (
    <section
      aria-label={t('supportDesk.conversation', { username: chat.username })}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <h2 className="text-lg font-semibold">{chat.username}</h2>
      {mayReply ? <ChatHolder chat={chat} myId={props.myId} /> : null}
      <ChatLines username={chat.username} messages={messages} typing={props.typing} />
      {chat.status === 'closed' ? (
        <p className="text-sm text-muted">{t('supportDesk.closed')}</p>
      ) : mayReply && mine ? (
        <ChatComposer chatId={chat.id} canned={canned.data ?? []} />
      ) : mayReply ? (
        <p className="text-sm text-muted">
          {chat.assignedTo ? t('supportDesk.notYours') : t('supportDesk.takeFirst')}
        </p>
      ) : null}
    </section>
  );
}
