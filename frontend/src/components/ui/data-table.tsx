// The one table of the list screens: columns named once, sorting by the column headers (on the
// server through `?ordering=`, or here), rows chosen with checkboxes for bulk actions, the pager,
// and what shows while the rows load, when there are none and when they could not be loaded.
// On a phone the table scrolls sideways inside its own focusable region, so the page does not.
import { Fragment, useCallback, useId, useState, type ReactNode } from 'react';

import { Pager } from './pager';
import { secondaryButton, tableClass, tdClass, thClass } from './styles';

export interface Column<T> {
  /** Unique among the table's columns. */
  id: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** The field this column sorts by (`last_name`); its header becomes a sort button. */
  sortKey?: string;
  /** The value compared when the table sorts the rows itself (no `sorting` given). */
  sortValue?: (row: T) => string | number | null | undefined;
  /** This column's cells name their row for screen readers (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Classes for the column's cells (`whitespace-nowrap`, say). */
  className?: string;
  /** Classes for the column's header (`print:hidden` with the cells' own, say). */
  headerClassName?: string;
  /** The header is read by screen readers only (an Actions column). */
  hideHeader?: boolean;
}

/** Sorting done by the caller (the server's `?ordering=`): `field` ascending, `-field` descending. */
export interface Sorting {
  ordering: string | undefined;
  onOrderingChange: (ordering: string) => void;
}

export interface RowSelection<T> {
  /** The chosen rows' keys; keys of rows not on this page are ignored. */
  selected: readonly string[];
  onChange: (keys: string[]) => void;
  /** The name of a row's checkbox: 'Select Ngozi Okafor'. */
  rowLabel: (row: T) => string;
  /** The name of the header's checkbox: 'Select every teacher on this page'. */
  allLabel: string;
  /** What a row is, for '2 teachers selected' and the bar's name 'Selected teachers'. */
  noun: { one: string; many: string };
  /** The bulk actions for the chosen rows, in the bar above the table while any are chosen. */
  actions: (rows: T[]) => ReactNode;
}

export interface Pagination {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
}

export interface DataTableProps<T> {
  /** The table's name ('Teachers'); read by screen readers, shown when `showCaption`. */
  caption: string;
  showCaption?: boolean;
  columns: readonly Column<T>[];
  /** Undefined while the first rows load. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
  /** Shown in a row of its own beneath `row`, across every column (an inline form), if any. */
  rowDetail?: (row: T) => ReactNode;
  /** What the wait says ('Loading the teachers…'). */
  loadingText?: string;
  /** The rows are an earlier answer while a new one loads. */
  stale?: boolean;
  /** A sentence that says what failed and what to do next; the rows are not shown. */
  error?: string | null;
  onRetry?: () => void;
  /** What to say when there are no rows: a sentence, or a sentence with a button. */
  empty: ReactNode;
  sorting?: Sorting;
  /** The order the table starts in when it sorts the rows itself. */
  defaultOrdering?: string;
  selection?: RowSelection<T>;
  pagination?: Pagination;
  className?: string;
}

type Direction = 'ascending' | 'descending' | 'none';

function direction(ordering: string | undefined, key: string): Direction {
  if (ordering === key) return 'ascending';
  if (ordering === `-${key}`) return 'descending';
  return 'none';
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], ordering?: string) {
  if (!ordering) return rows;
  const key = ordering.replace(/^-/, '');
  const column = columns.find((c) => c.sortKey === key && c.sortValue);
  if (!column?.sortValue) return rows;
  const value = column.sortValue;
  const sign = ordering.startsWith('-') ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    // Empty values stay last whichever way the column is sorted.
    if (isEmpty(x) || isEmpty(y)) return Number(isEmpty(x)) - Number(isEmpty(y));
    return sign * compare(x, y);
  });
}

/**
 * The chosen rows' keys, kept while `key` (the page and filters they were chosen on) stays the
 * same: another page or filter starts with nothing chosen, so no bulk action reaches rows the
 * admin cannot see.
 */
export function useRowSelection(key: string): [string[], (keys: string[]) => void] {
  const [state, setState] = useState<{ key: string; keys: string[] }>({ key, keys: [] });
  const set = useCallback((keys: string[]) => setState({ key, keys }), [key]);
  return [state.key === key ? state.keys : [], set];
}

const muted = 'text-slate-600 dark:text-slate-400';
const checkbox = 'size-4 accent-[var(--school-primary)]';

export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  rowClassName,
  rowDetail,
  loadingText = 'Loading…',
  stale = false,
  error,
  onRetry,
  empty,
  sorting,
  defaultOrdering,
  selection,
  pagination,
  className = 'mt-4',
}: DataTableProps<T>) {
  const captionId = useId();
  const [ownOrdering, setOwnOrdering] = useState(defaultOrdering);
  const ordering = sorting ? sorting.ordering : ownOrdering;
  const onOrderingChange = sorting ? sorting.onOrderingChange : setOwnOrdering;

  if (error) {
    return (
      <div
        role="alert"
        className={`rounded-school bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200 ${className}`}
      >
        <p>{error}</p>
        {onRetry && (
          <button type="button" className={`${secondaryButton} mt-2`} onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    );
  }
  if (!rows) {
    return (
      <p role="status" className={`${muted} ${className}`}>
        {loadingText}
      </p>
    );
  }
  if (rows.length === 0) {
    return (
      <div className={`${muted} ${className}`}>
        {typeof empty === 'string' ? <p>{empty}</p> : empty}
      </div>
    );
  }

  const shown = sorting ? rows : sortRows(rows, columns, ordering);
  const keys = shown.map(rowKey);
  const chosen = selection ? keys.filter((k) => selection.selected.includes(k)) : [];
  const chosenRows = shown.filter((row) => chosen.includes(rowKey(row)));
  const allChosen = chosen.length === keys.length;
  const span = columns.length + (selection ? 1 : 0);

  return (
    <div className={className}>
      {selection && chosen.length > 0 && (
        <div
          role="region"
          aria-label={`Selected ${selection.noun.many}`}
          className="rounded-school mb-3 flex flex-wrap items-end gap-3 bg-slate-100 p-3 dark:bg-slate-800"
        >
          <p className="self-center text-sm font-medium">
            {chosen.length} {chosen.length === 1 ? selection.noun.one : selection.noun.many}{' '}
            selected
          </p>
          {selection.actions(chosenRows)}
          <button type="button" className={secondaryButton} onClick={() => selection.onChange([])}>
            Clear selection
          </button>
        </div>
      )}
      {/* A focusable region, so that a keyboard can scroll a table wider than the screen. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="scroll-hint relative overflow-x-auto"
      >
        <table className={tableClass} aria-busy={stale || undefined}>
          <caption
            id={captionId}
            className={showCaption ? 'mb-2 text-left font-semibold' : 'sr-only'}
          >
            {caption}
          </caption>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className={`${thClass} w-8`}>
                  <input
                    type="checkbox"
                    aria-label={selection.allLabel}
                    className={checkbox}
                    checked={allChosen}
                    ref={(box) => {
                      if (box) box.indeterminate = chosen.length > 0 && !allChosen;
                    }}
                    onChange={() => selection.onChange(allChosen ? [] : keys)}
                  />
                </th>
              )}
              {columns.map((column) => {
                const label = column.hideHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                );
                const headerClass = `${thClass} ${column.headerClassName ?? ''}`;
                if (!column.sortKey) {
                  return (
                    <th key={column.id} scope="col" className={headerClass}>
                      {label}
                    </th>
                  );
                }
                const key = column.sortKey;
                const sorted = direction(ordering, key);
                return (
                  <th key={column.id} scope="col" aria-sort={sorted} className={headerClass}>
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 font-semibold hover:underline"
                      onClick={() => onOrderingChange(sorted === 'ascending' ? `-${key}` : key)}
                    >
                      {label}
                      <span aria-hidden="true" className="w-3 text-xs">
                        {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : ''}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={stale ? 'opacity-60' : undefined}>
            {shown.map((row, index) => {
              const key = keys[index];
              const detail = rowDetail?.(row);
              return (
                <Fragment key={key}>
                  <tr className={rowClassName?.(row)}>
                    {selection && (
                      <td className={tdClass}>
                        <input
                          type="checkbox"
                          aria-label={selection.rowLabel(row)}
                          className={checkbox}
                          checked={chosen.includes(key)}
                          onChange={() =>
                            selection.onChange(
                              chosen.includes(key)
                                ? chosen.filter((k) => k !== key)
                                : [...chosen, key],
                            )
                          }
                        />
                      </td>
                    )}
                    {columns.map((column) => {
                      const cellClass = `${tdClass} ${column.className ?? ''}`;
                      return column.rowHeader ? (
                        <th key={column.id} scope="row" className={`${cellClass} font-medium`}>
                          {column.cell(row, index)}
                        </th>
                      ) : (
                        <td key={column.id} className={cellClass}>
                          {column.cell(row, index)}
                        </td>
                      );
                    })}
                  </tr>
                  {detail ? (
                    <tr>
                      <td colSpan={span} className={tdClass}>
                        {detail}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {pagination && <Pager {...pagination} />}
    </div>
  );
}
