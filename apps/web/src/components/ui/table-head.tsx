import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface HeadColumn {
  label: ReactNode;
  /** Width, alignment or a breakpoint that hides the column. */
  className?: string;
}

/** A table's header row, one column header a column; `cellClassName` is what every header shares. */
export function TableHead({
  columns,
  className,
  cellClassName,
}: {
  columns: HeadColumn[];
  className: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, index) => (
          // The columns are fixed for a table: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <th key={index} scope="col" className={cn(cellClassName, column.className)}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
