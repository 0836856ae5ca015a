import type { PrizeRow } from '../api/game';

/** A Vietnamese result by prize row: the label, then the row's numbers (DB stands out). */
export function PrizeTable({ rows, testId }: { rows: readonly PrizeRow[]; testId?: string }) {
  return (
    <table data-testid={testId} className="w-full border-collapse text-sm">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-line last:border-0">
            <th scope="row" className="w-12 py-1.5 pe-2 text-start text-xs font-bold text-muted">
              {row.label}
            </th>
            <td className="py-1.5">
              <span className="flex flex-wrap gap-x-3 gap-y-1 font-mono tabular-nums">
                {row.numbers.map((n, i) => (
                  <span
                    // A row may hold the same number twice; the position tells them apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity
                    key={i}
                    className={
                      row.label === 'DB' ? 'text-base font-extrabold text-danger' : 'font-semibold text-fg'
                    }
                  >
                    {n}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
