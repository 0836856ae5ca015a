import type { WithdrawalFilter } from '@pf/shared/contracts/money';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';
import { riskFile } from './risk-calls';

/** The queue's CSV: every withdrawal of the filter on screen, with its flags. */
export function WithdrawalsCsvButton(props: { filter: WithdrawalFilter }) {
  const { t } = useTranslation();
  const day = new Date().toISOString().slice(0, 10);
  return (
    <DownloadButton
      label={t('withdrawalQueue.export')}
      busyLabel={t('withdrawalQueue.exporting')}
      fileName={`withdrawals-${day}.csv`}
      fetchFile={() => riskFile('reports.withdrawalsCsv', { query: props.filter })}
    />
  );
}
