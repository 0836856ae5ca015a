import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { type ContractKind, type ContractRole, useContracts } from '../api/agents';
import type { AgentContract, AnswerAction } from '../lib/contract.types';
import { showRate } from '../lib/money';
import { ContractActionDialog } from './contract-action-dialog';
import { ContractCard } from './contract-card';
import { Empty, LoadFailed, Loading } from './load-states';
import { OfferDialog } from './offer-dialog';

const ROLES = ['all', 'upline', 'downline'] as const;

type Open = { offer: true } | { contract: AgentContract; action: AnswerAction } | null;

/** §7 Payroll, one contract type: my own contract, the ones I gave and got, offers and answers. */
export function ContractsPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const me = useSessionStore((s) => s.profile?.account ?? '');
  const [pageNo, setPageNo] = useState(1);
  const [role, setRole] = useState<ContractRole>('all');
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const contracts = useContracts(kind, role, pageNo);
  const data = contracts.data;
  const finish = (message: string) => {
    setOpen(null);
    setNotice(message);
  };

  if (contracts.isPending) return <Loading />;
  if (contracts.isError || !data) {
    return <LoadFailed error={contracts.error} onRetry={() => void contracts.refetch()} />;
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line p-3">
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold">
            {data.mine
              ? t('agentCentre.contracts.mine', { rate: showRate(data.mine.rate), upline: data.mine.upline })
              : t('agentCentre.contracts.noMine')}
          </p>
          <p className="text-xs text-muted">
            {data.cap === null
              ? t('agentCentre.contracts.noCap')
              : t('agentCentre.contracts.cap', { rate: showRate(data.cap) })}
          </p>
        </div>
        {data.cap !== null && data.enabled ? (
          <Button size="sm" onClick={() => setOpen({ offer: true })}>
            {t('agentCentre.contracts.offer')}
          </Button>
        ) : null}
      </div>
      {notice ? (
        <p role="status" className="rounded-lg bg-accent/10 px-3 py-2 text-sm text-accent">
          {notice}
        </p>
      ) : null}
      <SegmentedTabs
        label={t('agentCentre.contracts.roleLabel')}
        value={role}
        onChange={(next) => {
          setRole(next);
          setPageNo(1);
        }}
        options={ROLES.map((r) => ({ value: r, label: t(`agentCentre.contracts.role.${r}`) }))}
      />
      {data.list.length === 0 ? (
        <Empty icon="receipt" title={t('agentCentre.contracts.empty')} />
      ) : (
        <ul
          aria-label={t('agentCentre.contracts.listLabel')}
          aria-busy={contracts.isFetching}
          className="space-y-2"
        >
          {data.list.map((c) => (
            <ContractCard
              key={c.id}
              contract={c}
              me={me}
              onAction={(action) => setOpen({ contract: c, action })}
            />
          ))}
        </ul>
      )}
      <Pager
        pageNo={data.pageNo}
        totalPages={data.totalPages}
        onChange={setPageNo}
        busy={contracts.isFetching}
        label={t('agentCentre.contracts.pager')}
      />
      {open && 'offer' in open ? (
        <OfferDialog kind={kind} cap={data.cap} onClose={() => setOpen(null)} onDone={finish} />
      ) : null}
      {open && 'contract' in open ? (
        <ContractActionDialog
          kind={kind}
          contract={open.contract}
          action={open.action}
          onClose={() => setOpen(null)}
          onDone={finish}
        />
      ) : null}
    </div>
  );
}
