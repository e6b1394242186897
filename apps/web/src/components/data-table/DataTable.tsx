import {
  createColumnHelper,
  functionalUpdate,
  useTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { dataTableFeatures, type DataTableFeatures } from './features';
import { Pagination } from './Pagination';
import { SelectionCheckbox } from './SelectionCheckbox';
import { nextSort, readPage, readSort, writeSort, type SortState } from './url-state';

export interface DataColumn<TRow> {
  id: string;
  header: string;
  cell(row: TRow): ReactNode;
  /** Makes the column sortable, by this value. */
  sortValue?(row: TRow): string | number;
  className?: string;
}

export interface RowSelection<TRow = never> {
  selected: RowSelectionState;
  onChange(next: RowSelectionState): void;
  /** Rows that can be chosen (the others get no checkbox); all when absent. */
  isSelectable?(row: TRow): boolean;
}

export interface DataTableProps<TRow extends object> {
  caption: string;
  rows: readonly TRow[];
  columns: readonly DataColumn<TRow>[];
  getRowId(row: TRow): string;
  /** How a row is named to screen readers, for its checkbox ("Seleccionar a Ana Pérez"). */
  rowLabel(row: TRow): string;
  /** The phone layout: one card per row, where a wide table cannot fit. */
  renderCard(row: TRow): ReactNode;
  pageSize?: number;
  /** Checkboxes for bulk actions; the caller owns what is selected. */
  selection?: RowSelection<TRow>;
}

/** Rows are the caller's records; the table only sees them as objects. */
type AnyRow = Record<string, unknown>;
const SELECT_PAGE = 'Seleccionar todos los de esta página';

const helper = createColumnHelper<DataTableFeatures, AnyRow>();

function toColumnDefs<TRow>(columns: readonly DataColumn<TRow>[]) {
  return columns.map((column) =>
    column.sortValue
      ? helper.accessor((row) => column.sortValue?.(row as unknown as TRow), {
          id: column.id,
          header: column.header,
          sortFn: 'alphanumeric',
        })
      : helper.display({ id: column.id, header: column.header }),
  ) as ColumnDef<DataTableFeatures, AnyRow>[];
}

/**
 * A list of records: a table on wide screens and cards on phones, sorted by a header click and paged,
 * with sort and page kept in the address (?orden=-nombre&page=2) so a link or Back restores the view.
 */
export function DataTable<TRow extends object>({
  caption,
  rows,
  columns,
  getRowId,
  rowLabel,
  renderCard,
  pageSize = 20,
  selection,
}: DataTableProps<TRow>) {
  const [params, setParams] = useSearchParams();
  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const sort = readSort(
    params.get('orden'),
    columns.filter((column) => column.sortValue).map((column) => column.id),
  );
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = readPage(params.get('page'), pageCount);
  const table = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data: rows as unknown as readonly AnyRow[],
    getRowId: (row) => getRowId(row as unknown as TRow),
    state: {
      sorting: sort ? [sort] : [],
      pagination: { pageIndex: page - 1, pageSize },
      rowSelection: selection?.selected ?? {},
    },
    onRowSelectionChange: (updater) => selection?.onChange(functionalUpdate(updater, selection.selected)),
    enableRowSelection: (row) =>
      Boolean(selection) && (selection?.isSelectable?.(row.original as unknown as TRow) ?? true),
  });
  const pageRows = table.getRowModel().rows;
  const selectAll = selection && pageRows.some((row) => row.getCanSelect());
  const columnById = new Map(columns.map((column) => [column.id, column]));

  const setParam = (name: string, value: string, resetPage: boolean) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (resetPage) next.delete('page');
    setParams(next);
  };
  const sortBy = (id: string) => setParam('orden', writeSort(nextSort(sort, id)), true);
  const ariaSort = (id: string, current: SortState | null) =>
    current?.id === id ? (current.desc ? 'descending' : 'ascending') : 'none';

  return (
    <div className="space-y-3">
      {selectAll && (
        <SelectionCheckbox
          className="md:hidden"
          label={SELECT_PAGE}
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected()}
          onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
          showLabel
        />
      )}
      <ul className="space-y-3 md:hidden">
        {pageRows.map((row) => (
          <li key={row.id} className="flex gap-3 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
            {selectAll &&
              (row.getCanSelect() ? (
                <SelectionCheckbox
                  label={`Seleccionar a ${rowLabel(row.original as unknown as TRow)}`}
                  checked={row.getIsSelected()}
                  onChange={(checked) => row.toggleSelected(checked)}
                />
              ) : (
                <span className="w-5 shrink-0" />
              ))}
            <div className="min-w-0 flex-1">{renderCard(row.original as unknown as TRow)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-xs ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {selectAll && (
                <th scope="col" className="w-10 px-4 py-3">
                  <SelectionCheckbox
                    label={SELECT_PAGE}
                    checked={table.getIsAllPageRowsSelected()}
                    indeterminate={table.getIsSomePageRowsSelected()}
                    onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
                  />
                </th>
              )}
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={column.sortValue ? ariaSort(column.id, sort) : undefined}
                  className="px-4 py-3 font-semibold"
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      onClick={() => sortBy(column.id)}
                      className="inline-flex items-center gap-1 rounded hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {column.header}
                      <span aria-hidden className="text-xs">
                        {sort?.id === column.id ? (sort.desc ? '▼' : '▲') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {pageRows.map((row) => (
              <tr key={row.id} className={row.getIsSelected() ? 'bg-brand-50' : undefined}>
                {selectAll && (
                  <td className="px-4 py-3">
                    {row.getCanSelect() && (
                      <SelectionCheckbox
                        label={`Seleccionar a ${rowLabel(row.original as unknown as TRow)}`}
                        checked={row.getIsSelected()}
                        onChange={(checked) => row.toggleSelected(checked)}
                      />
                    )}
                  </td>
                )}
                {row.getAllCells().map((cell) => {
                  const column = columnById.get(cell.column.id);
                  return (
                    <td key={cell.id} className={`px-4 py-3 ${column?.className ?? ''}`}>
                      {column?.cell(row.original as unknown as TRow)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        label={`Páginas de ${caption.toLowerCase()}`}
        page={page}
        pageCount={pageCount}
        onPage={(next) => setParam('page', next > 1 ? String(next) : '', false)}
      />
    </div>
  );
}
