import type { AgentNode } from '@pf/shared/contracts/agents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { agentsCall } from '../agents-calls';
import { Modal } from '../modal';
import { agentKeys } from '../query-keys';

class UplineNotFound extends Error {}

/** The agent whose username is exactly `username`, or an error the dialog shows. */
async function uplineNamed(username: string) {
  const found = await agentsCall('agentsConsole.tree', { query: { username, pageSize: 50 } });
  const match = found.list.find((n) => n.username.toLowerCase() === username.toLowerCase());
  if (!match) throw new UplineNotFound(username);
  return match;
}

/** Moves a member (with its downline) under the agent named, with the reason the audit log keeps. */
export function MoveDialog(props: { node: AgentNode; onClose: () => void; onMoved: (text: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [upline, setUpline] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: async () => {
      const target = await uplineNamed(upline.trim());
      return agentsCall('agentsConsole.move', {
        params: { memberId: props.node.id },
        body: { uplineId: target.id, reason: reason.trim() },
      });
    },
    onSuccess: (r) => {
      client.invalidateQueries({ queryKey: agentKeys.tree });
      props.onMoved(t('agentTree.moved', { name: r.member.username, upline: r.member.upline ?? '' }));
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setMissing(
      !upline.trim() ? t('agentTree.uplineRequired') : !reason.trim() ? t('agentTree.reasonRequired') : null,
    );
    if (upline.trim() && reason.trim()) move.mutate();
  };
  const failure =
    move.error instanceof UplineNotFound
      ? t('agentTree.uplineNotFound', { name: upline.trim() })
      : move.error;
  return (
    <Modal label={t('agentTree.moveTitle', { name: props.node.username })} onClose={props.onClose}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t('agentTree.moveTitle', { name: props.node.username })}</h2>
        <p className="text-sm text-muted">{t('agentTree.moveHint', { upline: props.node.upline ?? '—' })}</p>
        <TextField
          label={t('agentTree.newUpline')}
          value={upline}
          onChange={(e) => setUpline(e.target.value)}
        />
        <TextField label={t('agentTree.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
        {missing ? <p className="text-sm text-danger">{missing}</p> : null}
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {typeof failure === 'string' ? failure : errorText(failure)}
          </p>
        ) : null}
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={props.onClose}>
            {t('decision.cancel')}
          </Button>
          <Button type="submit" disabled={move.isPending}>
            {t('agentTree.move')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
