import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { CannedReplies } from './canned-replies';
import { chatColumns } from './chat-columns';
import { ConversationPanel } from './conversation-panel';
import { type ChatStatus, chatListQuery, type Holder } from './support-queries';
import { useDeskStream } from './use-desk-stream';

const STATUSES: readonly ChatStatus[] = ['open', 'closed'];
const HOLDERS: readonly Holder[] = ['all', 'mine', 'free'];

/**
 * The support chat inbox: the brand's conversations as they arrive (the desk's live channel),
 * narrowed by status and holder; the chosen one opens beside the list (below it on a tablet).
 * `myId` is the signed-in staff member's id: what they hold they may answer and hand on.
 */
export function SupportInboxPage(props: { myId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const mayReply = useMay('support.reply');
  const [status, setStatus] = useState<ChatStatus>('open');
  const [holder, setHolder] = useState<Holder>('all');
  const [selected, setSelected] = useState<string | null>(null);
  const typing = useDeskStream();
  const list = useQuery(chatListQuery(status, holder));
  const rows = list.data ?? [];

  return (
    <>
      <PageHeader title={t('supportDesk.title')} description={t('supportDesk.description')} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <section aria-label={t('supportDesk.listLabel')}>
          <div className="flex flex-wrap gap-2">
            <StatusTabs
              label={t('supportDesk.statusLabel')}
              statuses={STATUSES}
              value={status}
              onChange={setStatus}
              text={(s) => t(`supportDesk.status.${s}`)}
            />
            <StatusTabs
              label={t('supportDesk.holderLabel')}
              statuses={HOLDERS}
              value={holder}
              onChange={setHolder}
              text={(h) => t(`supportDesk.holder.${h}`)}
            />
          </div>
          {list.isPending ? (
            <LoadingState />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => list.refetch()} />
          ) : rows.length === 0 ? (
            <EmptyState title={t('supportDesk.empty')} hint={t('supportDesk.emptyHint')} />
          ) : (
            <DataTable
              label={t('supportDesk.listLabel')}
              columns={chatColumns(t, dateTime, typing)}
              data={rows}
              rowId={(c) => c.id}
              selectedId={selected}
              onSelect={(c) => setSelected(c.id)}
            />
          )}
        </section>
        {selected ? (
          <ConversationPanel id={selected} myId={props.myId} typing={typing.has(selected)} />
        ) : (
          <EmptyState title={t('supportDesk.pick')} />
        )}
      </div>
      {mayReply ? <CannedReplies /> : null}
    </>
  );
}
