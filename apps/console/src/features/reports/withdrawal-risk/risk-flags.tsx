import type { WithdrawalRisk, WithdrawalRiskFlag } from '@pf/shared/contracts/reports';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shownAmount } from '@/lib/amount';

/** One icon per flag, beside its words (never alone: the words are what a screen reader reads); glyphs every system font has. */
const ICONS: Record<WithdrawalRiskFlag, string> = { turnover: '↻', newAccount: '✚', sharedAccess: '⇄' };

export const flagText = (t: TFunction, flag: WithdrawalRiskFlag) => t(`withdrawalQueue.flags.${flag}`);

/** The flags of one withdrawal in the queue's column: icon and words, or a quiet "none". */
export function RiskFlagsCell(props: { risk: WithdrawalRisk | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (!props.risk) return <span className="text-muted">{props.loading ? '…' : '—'}</span>;
  if (props.risk.flags.length === 0)
    return <span className="text-muted">{t('withdrawalQueue.flags.none')}</span>;
  return (
    <ul aria-label={t('withdrawalQueue.flags.label')} className="flex flex-col gap-1">
      {props.risk.flags.map((flag) => (
        <li
          key={flag}
          className="flex w-fit items-center gap-1 rounded bg-warning/15 px-1.5 text-xs text-warning"
        >
          <span aria-hidden="true">{ICONS[flag]}</span>
          {flagText(t, flag)}
        </li>
      ))}
    </ul>
  );
}

/** What each reading found, raised or not, with links to the other members' pages. */
export function RiskDetail(props: { risk: WithdrawalRisk; dateTime: (iso: string | null) => string }) {
  const { t } = useTranslation();
  const { turnover, account, shared, sharedCount } = props.risk;
  const raised = new Set(props.risk.flags);
  const mark = (flag: WithdrawalRiskFlag) => (raised.has(flag) ? `${ICONS[flag]} ` : '');
  return (
    <section
      aria-label={t('withdrawalQueue.detail.label', { orderNo: props.risk.orderNo })}
      className="mt-3 grid gap-3 rounded-lg border border-line bg-surface p-4 text-sm md:grid-cols-3"
    >
      <div>
        <h3 className="font-medium">{mark('turnover') + flagText(t, 'turnover')}</h3>
        <p className="text-muted">
          {t('withdrawalQueue.detail.turnover', {
            turnover: shownAmount(turnover.turnover),
            deposits: shownAmount(turnover.deposits),
            multiple: turnover.multiple,
            since: props.dateTime(turnover.since),
          })}
        </p>
      </div>
      <div>
        <h3 className="font-medium">{mark('newAccount') + flagText(t, 'newAccount')}</h3>
        <p className="text-muted">
          {account.addedAt
            ? t('withdrawalQueue.detail.accountAdded', { at: props.dateTime(account.addedAt) })
            : t('withdrawalQueue.detail.accountUnknown')}{' '}
          {account.paidBefore
            ? t('withdrawalQueue.detail.paidBefore')
            : t('withdrawalQueue.detail.neverPaid')}
        </p>
      </div>
      <div>
        <h3 className="font-medium">{mark('sharedAccess') + flagText(t, 'sharedAccess')}</h3>
        <p className="text-muted">{t('withdrawalQueue.detail.sharedCount', { count: sharedCount })}</p>
        <ul className="mt-1 flex flex-col gap-1">
          {shared.map((m) => (
            <li key={m.memberId}>
              <Link className="text-accent hover:underline" to={`/members/${m.memberId}`}>
                {m.username}
              </Link>{' '}
              <span className="text-xs text-muted">{sharedHow(t, m.byAddress, m.byDevice)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function sharedHow(t: TFunction, byAddress: boolean, byDevice: boolean) {
  if (byAddress && byDevice) return t('withdrawalQueue.detail.byBoth');
  return byAddress ? t('withdrawalQueue.detail.byAddress') : t('withdrawalQueue.detail.byDevice');
}
