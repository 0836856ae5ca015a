import { ACCOUNT_LINE_TYPES, type AccountLineType, type Period } from '@pf/shared';
import { Field, inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/use-translation';
import { REPORT_PAGE_SIZE, useAccountDetails } from '../api/reports';
import { showAmount } from '../lib/money';
import { useReportFilter } from '../lib/use-report-filter';
import { PeriodTabs } from './period-tabs';
import { ReportFrame } from './report-frame';

/** §2 account details: the agent's own cash movements, newest first, filtered by type. */
export function AccountDetails() {
  const { t, i18n } = useTranslation();
  const { filter, refine, pageNo, setPageNo } = useReportFilter<{
    period: Period;
    type: AccountLineType | '';
  }>({ period: 'M', type: '' });
  const { period, type } = filter;
  const lines = useAccountDetails({ period, pageNo, pageSize: REPORT_PAGE_SIZE, ...(type ? { type } : {}) });
  return (
    <ReportFrame
      filters={
        <>
          <PeriodTabs value={period} onChange={(p) => refine({ period: p })} />
          <Field label={t('agentCentre.details.type')} className="sm:max-w-xs">
            {(p) => (
              <select
                {...p}
                className={inputClass}
                value={type}
                onChange={(e) => refine({ type: e.target.value as AccountLineType | '' })}
              >
                <option value="">{t('agentCentre.members.any')}</option>
                {ACCOUNT_LINE_TYPES.map((v) => (
                  <option key={v} value={v}>
                    {t(`agentCentre.details.types.${v}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      }
      report={lines}
      rows={(page) => page.list}
      empty={{ icon: 'list', title: t('agentCentre.details.empty') }}
      listLabel={t('agentCentre.details.listLabel')}
      rowKey={(l) => l.id}
      rowClassName="flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-3 text-sm"
      renderRow={(l) => (
        <>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t(`agentCentre.details.types.${l.type}`)}</p>
            <p className="truncate text-xs text-muted">
              {formatDateTime(l.createdAt, i18n.language)}
              {l.counterparty || l.reference ? ` · ${l.counterparty ?? l.reference}` : ''}
            </p>
          </div>
          <p className={cn('font-bold', l.amount.startsWith('-') ? 'text-danger' : 'text-success')}>
            {showAmount(l.amount)}
          </p>
        </>
      )}
      pager={{ label: t('agentCentre.details.pager'), at: (page) => page, onChange: setPageNo }}
    />
  );
}
