import { PERIODS } from '@pf/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, inputClass } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/use-translation';
import { type ContractKind, type OverviewPeriod, useContractAction, useTeamMembers } from '../api/agents';
import { showRate } from '../lib/money';
import { blankTier, readTiers, type TierDraft } from '../lib/tiers';
import { ActionError } from './load-states';
import { TiersEditor } from './tiers-editor';

interface Props {
  kind: ContractKind;
  cap: number | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Offers a contract of this type to a direct downline; only dividends run over a chosen period. */
export function OfferDialog({ kind, cap, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const mutation = useContractAction(kind);
  const direct = useTeamMembers({ depth: 1, status: 'active', pageNo: 1, pageSize: 100 });
  const [downline, setDownline] = useState('');
  const [period, setPeriod] = useState<OverviewPeriod>('M');
  const [tiers, setTiers] = useState<TierDraft[]>(() => [blankTier()]);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!downline) return setProblem(t('agentCentre.offer.downlineRequired'));
    const read = readTiers(tiers);
    if ('problem' in read) {
      return setProblem(
        t(read.problem === 'order' ? 'agentCentre.offer.tierOrder' : 'agentCentre.offer.tierInvalid'),
      );
    }
    setProblem(null);
    mutation.mutate(
      { action: 'offer', downline, tiers: read.tiers, ...(kind === 'dividend' ? { period } : {}) },
      { onSuccess: () => onDone(t('agentCentre.offer.sent')) },
    );
  };

  return (
    <Dialog open onClose={onClose} title={t('agentCentre.offer.title')} size="lg" plain testId="offer-dialog">
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-xs text-muted">
          {cap === null
            ? t('agentCentre.contracts.noCap')
            : t('agentCentre.contracts.cap', { rate: showRate(cap) })}
        </p>
        <Field label={t('agentCentre.offer.downline')} required>
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={downline}
              onChange={(e) => setDownline(e.target.value)}
            >
              <option value="" />
              {direct.data?.list.map((m) => (
                <option key={m.username} value={m.username}>
                  {m.username}
                </option>
              ))}
            </select>
          )}
        </Field>
        {kind === 'dividend' ? (
          <Field label={t('agentCentre.offer.period')}>
            {(p) => (
              <select
                {...p}
                className={inputClass}
                value={period}
                onChange={(e) => setPeriod(e.target.value as OverviewPeriod)}
              >
                {PERIODS.map((x) => (
                  <option key={x} value={x}>
                    {t(`agentCentre.period.${x}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <TiersEditor tiers={tiers} onChange={setTiers} dividend={kind === 'dividend'} />
        {problem ? (
          <p role="alert" className="text-xs text-danger">
            {problem}
          </p>
        ) : null}
        <ActionError error={mutation.error} />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {t('agentCentre.offer.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
