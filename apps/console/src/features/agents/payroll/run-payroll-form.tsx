import { CONTRACT_TYPES, type ContractType } from '@pf/shared/contracts/agents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { payrollCall } from '../agents-calls';
import { agentKeys } from '../query-keys';

/** Runs one period of one contract type now: the latest closed one, or the one running. */
export function RunPayrollForm(props: { onRan: (text: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const typeId = useId();
  const [type, setType] = useState<ContractType>('daily');
  const [current, setCurrent] = useState(false);
  const run = useMutation({
    mutationFn: () => payrollCall('payroll.boRun', { body: { type, current } }),
    onSuccess: (r) => {
      client.invalidateQueries({ queryKey: agentKeys.runs });
      client.invalidateQueries({ queryKey: agentKeys.statements });
      props.onRan(
        t(r.ran ? 'payrollDesk.ran' : 'payrollDesk.ranBefore', {
          period: r.periodLabel,
          contracts: r.contracts,
          paid: r.paid,
          failed: r.failed,
        }),
      );
    },
  });
  return (
    <form
      aria-label={t('payrollDesk.runTitle')}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-surface p-3"
      onSubmit={(e) => {
        e.preventDefault();
        run.mutate();
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={typeId} className="text-sm text-muted">
          {t('payrollDesk.type')}
        </label>
        <select
          id={typeId}
          value={type}
          onChange={(e) => setType(e.target.value as ContractType)}
          className="h-9 rounded-md border border-line bg-bg px-2 text-sm"
        >
          {CONTRACT_TYPES.map((c) => (
            <option key={c} value={c}>
              {t(`payrollDesk.types.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="flex h-9 items-center gap-2 text-sm">
        <input type="checkbox" checked={current} onChange={(e) => setCurrent(e.target.checked)} />
        {t('payrollDesk.current')}
      </label>
      <Button type="submit" disabled={run.isPending}>
        {run.isPending ? t('payrollDesk.running') : t('payrollDesk.run')}
      </Button>
      {run.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(run.error)}
        </p>
      ) : null}
    </form>
  );
}
