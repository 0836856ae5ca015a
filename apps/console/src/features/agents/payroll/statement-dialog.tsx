import type { BoStatement } from '@pf/shared/contracts/agents';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { shownAmount } from '@/lib/amount';
import { useDateTime } from '@/lib/format-date';
import { agentsCall } from '../agents-calls';
import { Modal } from '../modal';
import { agentKeys } from '../query-keys';

/** Every figure a statement was computed from, as label and value. */
function figures(s: BoStatement, t: TFunction, dateTime: (iso: string) => string) {
  const money = (v: string) => `${shownAmount(v)} ${s.currency}`;
  return [
    ['type', t(`payrollDesk.types.${s.contractType}`)],
    ['period', `${s.periodLabel} (${dateTime(s.periodFrom)} – ${dateTime(s.periodTo)})`],
    ['upline', s.upline],
    ['downline', s.downline],
    ['paidBy', t(`payrollDesk.paidBy.${s.paidBy}`)],
    ['validBet', money(s.validBet)],
    ['profitLoss', money(s.profitLoss)],
    ['activeMembers', String(s.activeMembers)],
    ['carryIn', money(s.carryIn)],
    ['base', money(s.base)],
    ['carryOut', money(s.carryOut)],
    ['rate', `${(s.rateBps / 100).toFixed(2)}%`],
    ['amount', money(s.amount)],
    ['transfer', s.transferId ?? '—'],
    ['created', dateTime(s.createdAt)],
  ] as const;
}

/** One statement opened from the list: fetched by its id, so what shows is what is stored. */
export function StatementDialog(props: { statementId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const one = useQuery({
    queryKey: agentKeys.statement(props.statementId),
    queryFn: ({ signal }) =>
      agentsCall('agentsConsole.statement', { params: { statementId: props.statementId }, signal }),
  });
  const title = t('payrollDesk.statementTitle', { id: props.statementId });
  return (
    <Modal label={title} onClose={props.onClose} wide>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {one.isPending ? (
        <LoadingState />
      ) : one.isError ? (
        <ErrorState error={one.error} onRetry={() => one.refetch()} />
      ) : (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {figures(one.data, t, (iso) => dateTime(iso)).map(([key, value]) => (
            <div key={key} className="flex justify-between gap-3 border-b border-line py-1">
              <dt className="text-muted">{t(`payrollDesk.figures.${key}`)}</dt>
              <dd className="text-right tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="ghost" onClick={props.onClose}>
          {t('states.close')}
        </Button>
      </div>
    </Modal>
  );
}
