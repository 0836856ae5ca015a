import { ACCOUNT_LINE_TYPES, type AccountLineType, type Period } from '@pf/shared';
import { useState } from 'react';
import { Field, inputClass } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/use-translation';
import { REPORT_PAGE_SIZE, useAccountDetails } from '../api/reports';
import { showAmount } from '../lib/money';
import { Empty, LoadFailed, Loading } from './load-states';
import { PeriodTabs } from './period-tabs';

/** §2 account details: the agent's own cash movements, newest first, filtered by type. */
export function AccountDetails() {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<Period>('M');
  const [type, setType] = useState<AccountLineType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const lines = useAccountDetails({ period, pageNo, pageSize: REPORT_PAGE_SIZE, ...(type ? { type } : {}) });
  const page = lines.data;
  return (
    <div className="space-y-4">
      <PeriodTabs
        value={period}
        onChange={(p) => {
          setPeriod(p);
          setPageNo(1);
        }}
      />
      <Field label={t('agentCentre.details.type')} className="sm:max-w-xs">
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={type}
            onChange={(e) => {
              setType(e.target.value as AccountLineType | '');
              setPageNo(1);
            }}
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
      {lines.isPending ? (
        <Loading />
      ) : lines.isError || !page ? (
        <LoadFailed error={lines.error} onRetry={() => void lines.refetch()} />
      ) : page.list.length === 0 ? (
        <Empty icon="list" title={t('agentCentre.details.empty')} />
      ) : (
        <>
          <ul
            aria-label={t('agentCentre.details.listLabel')}
            aria-busy={lines.isFetching}
            className="space-y-2"
          >
            {page.list.map((l) => (
              <li
                key={l.id}
                className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-3 text-sm"
              >
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
              </li>
            ))}
          </ul>
          <Pager
            pageNo={page.pageNo}
            totalPages={page.totalPages}
            onChange={setPageNo}
            busy={lines.isFetching}
            label={t('agentCentre.details.pager')}
          />
        </>
      )}
    </div>
  );
}
