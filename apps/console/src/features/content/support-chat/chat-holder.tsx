import type { BoChatSummary } from '@pf/shared/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { chatCall, deskCall } from './support-calls';
import { agentsQuery, useChatAction } from './support-queries';

/**
 * Who holds the conversation, and what the viewer may do about it: take it when no one does,
 * hand it to a colleague when it is theirs or free, close it.
 */
export function ChatHolder(props: { chat: BoChatSummary; myId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const { chat, myId } = props;
  const params = { id: chat.id };
  const take = useChatAction(() => deskCall('supportDesk.take', { params }));
  const assign = useChatAction((staffId: string) =>
    deskCall('supportDesk.assign', { params, body: { staffId } }),
  );
  const close = useChatAction(() => chatCall('supportChat.boClose', { params }));
  const mayHandOver = chat.status === 'open' && (chat.assignedTo === null || chat.assignedTo === myId);
  const agents = useQuery({ ...agentsQuery(), enabled: mayHandOver });
  const failed = [take, assign, close].find((m) => m.isError);
  const busy = take.isPending || assign.isPending || close.isPending;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <p className="mr-auto text-sm">
        {chat.assignedName
          ? t('supportDesk.heldBy', {
              name: chat.assignedTo === myId ? t('supportDesk.you') : chat.assignedName,
            })
          : t('supportDesk.free')}
      </p>
      {chat.status === 'open' && chat.assignedTo === null ? (
        <Button disabled={busy} onClick={() => take.mutate(undefined)}>
          {t('supportDesk.take')}
        </Button>
      ) : null}
      {mayHandOver ? (
        <span className="flex flex-col gap-1">
          <label htmlFor={`${id}-assign`} className="text-xs text-muted">
            {t('supportDesk.assign')}
          </label>
          <select
            id={`${id}-assign`}
            className="h-9 rounded-md border border-line bg-bg px-2 text-sm"
            value=""
            disabled={busy}
            onChange={(e) => e.target.value && assign.mutate(e.target.value)}
          >
            <option value="">{t('supportDesk.colleague')}</option>
            {(agents.data ?? [])
              .filter((a) => a.id !== myId)
              .map((a) => (
                <option key={a.id} value={a.id}>
                  {a.username}
                </option>
              ))}
          </select>
        </span>
      ) : null}
      {chat.status === 'open' ? (
        <Button variant="ghost" disabled={busy} onClick={() => close.mutate(undefined)}>
          {t('supportDesk.close')}
        </Button>
      ) : null}
      {failed ? (
        <p role="alert" className="w-full text-xs text-danger">
          {errorText(failed.error)}
        </p>
      ) : null}
    </div>
  );
}
