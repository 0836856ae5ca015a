import type { PayrollStatement } from '@pf/shared';
import { Dialog } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showAmount, showRate } from '../lib/money';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-line py-1.5 text-sm last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-end font-semibold">{value}</dd>
    </div>
  );
}

/**
 * One payout statement with every figure its formula used (docs/payroll.md): the same view for the
 * upline that paid it and the downline that was paid.
 */
export function StatementDetail({
  statement: s,
  onClose,
}: {
  statement: PayrollStatement;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const dividend = s.contractType === 'dividend';
  const threshold = s.tier ? (dividend ? s.tier.minProfit : s.tier.minValidBet) : undefined;
  return (
    <Dialog open onClose={onClose} title={t('agentCentre.statements.title')} testId="payroll-statement">
      <dl aria-label={t('agentCentre.statements.title')}>
        <Row label={t('agentCentre.statements.type')} value={t(`agentCentre.menu.${s.contractType}`)} />
        <Row label={t('agentCentre.statements.parties')} value={`${s.upline} → ${s.downline}`} />
        <Row label={t('agentCentre.statements.period')} value={s.periodLabel} />
        <Row
          label={t('agentCentre.statements.window')}
          value={`${formatDateTime(s.periodFrom, i18n.language)} – ${formatDateTime(s.periodTo, i18n.language)}`}
        />
        <Row label={t('agentCentre.bets.validBet')} value={showAmount(s.validBet)} />
        <Row label={t('agentCentre.figures.activeMembers')} value={String(s.activeMembers)} />
        {dividend ? (
          <>
            <Row label={t('agentCentre.statements.profitLoss')} value={showAmount(s.profitLoss)} />
            <Row label={t('agentCentre.statements.carryIn')} value={showAmount(s.carryIn)} />
            <Row label={t('agentCentre.statements.base')} value={showAmount(s.base)} />
            <Row label={t('agentCentre.statements.carryOut')} value={showAmount(s.carryOut)} />
          </>
        ) : null}
        <Row
          label={t('agentCentre.statements.tier')}
          value={
            s.tier && threshold !== undefined
              ? t(dividend ? 'agentCentre.statements.tierProfit' : 'agentCentre.statements.tierBet', {
                  amount: showAmount(threshold),
                  members: s.tier.minActiveMembers,
                })
              : t('agentCentre.statements.noTier')
          }
        />
        <Row label={t('agentCentre.statements.rate')} value={showRate(s.rateBps)} />
        <Row
          label={t('agentCentre.statements.paidBy')}
          value={t(`agentCentre.statements.payer.${s.paidBy}`)}
        />
        <div className="mt-3 flex items-baseline justify-between rounded-xl bg-accent/10 px-3 py-2">
          <dt className="text-sm font-semibold">{t('agentCentre.statements.amount')}</dt>
          <dd className="text-xl font-bold text-accent">
            {showAmount(s.amount)} {s.currency}
          </dd>
        </div>
      </dl>
    </Dialog>
  );
}
