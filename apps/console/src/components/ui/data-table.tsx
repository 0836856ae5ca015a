import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { cn } from '@/lib/cn';

/** Lists need only the core: the server filters and orders them. */
export const listFeatures = tableFeatures({});
export type ListFeatures = typeof listFeatures;
export type ListColumn<T extends RowData> = ColumnDef<ListFeatures, T, unknown>;

/**
 * Every list of the console: a TanStack Table over the rows the server answered. Cells wrap at
 * spaces so a tablet sees every column, decisions included; what cannot wrap scrolls sideways. A row can be chosen (its detail opens beside or below).
 */
export function DataTable<T extends RowData>(props: {
  label: string;
  columns: ListColumn<T>[];
  data: T[];
  rowId: (row: T) => string;
  selectedId?: string | null;
  onSelect?: (row: T) => void;
}) {
  const table = useTable({
    features: listFeatures,
    columns: props.columns,
    data: props.data,
    getRowId: (row: T) => props.rowId(row),
  });
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table aria-label={props.label} className="w-full border-collapse text-sm">
        <thead className="bg-surface-2 text-left text-xs uppercase tracking-wide text-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-medium">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              aria-selected={props.onSelect ? row.id === props.selectedId : undefined}
              onClick={props.onSelect ? () => props.onSelect?.(row.original) : undefined}
              className={cn(
                'border-t border-line',
                props.onSelect && 'cursor-pointer hover:bg-surface-2',
                row.id === props.selectedId && 'bg-accent/10',
              )}
            >
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-top">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
