import { useTranslation } from 'react-i18next';

export interface DiffRow {
  label: string;
  entered: string[];
  confirmed: string[];
}

/** The prize rows where the second reading differs from the first: nothing was settled. */
export function ResultDiff({ rows }: { rows: DiffRow[] }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-md border border-danger/40 bg-danger/10 p-3 text-sm">
      <p className="mb-2 font-medium text-danger">{t('lotteryOps.result.mismatch')}</p>
      <table aria-label={t('lotteryOps.result.diffTable')} className="w-full text-left">
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="py-1 pr-2">
              {t('lotteryOps.result.prize')}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t('lotteryOps.result.firstReading')}
            </th>
            <th scope="col" className="py-1">
              {t('lotteryOps.result.secondReading')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-line">
              <th scope="row" className="py-1 pr-2 font-medium">
                {row.label}
              </th>
              <td className="py-1 pr-2 font-mono">{row.entered.join(' ')}</td>
              <td className="py-1 font-mono">{row.confirmed.join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
