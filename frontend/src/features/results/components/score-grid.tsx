// A sheet's grid: one row per student, one input per CA component and one for the exam, then
// the total, grade and position the server computed at its last answer. Enter and ArrowDown go
// down a column, ArrowUp up, Tab across; a column pasted from a spreadsheet fills downward from
// the cell it is pasted into. Changed rows are saved about 1.5 s after the last key and when a
// cell loses focus (use-autosave.ts); a cell the server or the light check here refuses shows
// its sentence under it and is not sent until it changes. Read-only when the sheet takes no
// scores. On a phone the grid scrolls sideways while the names stay in view.
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

import type { ScoreSheet, SheetLine } from '../api';
import { cellKey, pastedLines, type ColumnKey } from '../cells';

const th = 'border-b border-slate-200 px-2 py-2 font-semibold dark:border-slate-700';
const td = 'border-b border-slate-100 px-2 py-1.5 align-top dark:border-slate-800';
/** The name column, kept in view while the marks scroll under it. */
const sticky =
  'sticky left-0 z-10 border-r bg-white pr-3 pl-0 text-left dark:border-r-slate-700 dark:bg-slate-900';
const input =
  'rounded-school block w-16 border px-2 py-1.5 text-right tabular-nums focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none dark:bg-slate-900';

/** The cells of a row as typed: one per CA component, then the exam. */
export interface DraftRow {
  ca: string[];
  exam: string;
}

export interface GridColumn {
  key: ColumnKey;
  name: string;
  max: number;
}

/** The sheet's columns: its CA components in order, then the exam. */
export function columnsOf(sheet: ScoreSheet): GridColumn[] {
  return [
    ...sheet.components.map((c, j) => ({ key: `ca.${j}` as ColumnKey, name: c.name, max: c.max })),
    { key: 'exam', name: 'Exam', max: sheet.exam_max },
  ];
}

/** A row's text in `column`. */
export function cellText(row: DraftRow, column: ColumnKey): string {
  return column === 'exam' ? row.exam : (row.ca[Number(column.slice(3))] ?? '');
}

function Figures({ line }: { line: SheetLine }) {
  const none = (
    <>
      <span aria-hidden="true" className="text-slate-400">
        –
      </span>
      <span className="sr-only">None</span>
    </>
  );
  return (
    <>
      <td className={`${td} text-right font-semibold tabular-nums`}>{line.total ?? none}</td>
      <td className={`${td} text-center`}>
        {line.grade ?? none}
        {line.remark && (
          <span className="block text-xs text-slate-600 dark:text-slate-400">{line.remark}</span>
        )}
      </td>
      <td className={`${td} text-right tabular-nums`}>{line.position ?? none}</td>
    </>
  );
}

export function ScoreGrid({
  sheet,
  drafts,
  errors,
  onChange,
  onPasteColumn,
  onLeave,
}: {
  sheet: ScoreSheet;
  /** The typed cells by student, when the sheet takes scores; read-only without them. */
  drafts: Record<string, DraftRow> | null;
  /** Each refused cell's sentence, by `cellKey`. */
  errors: Record<string, string>;
  onChange: (studentId: string, column: ColumnKey, text: string) => void;
  /** Fills `column` from the row of `studentId` downward with `values`. */
  onPasteColumn: (studentId: string, column: ColumnKey, values: string[]) => void;
  /** A cell lost focus. */
  onLeave: () => void;
}) {
  const captionId = useId();
  const errorIds = useId();
  const table = useRef<HTMLTableElement>(null);
  const columns = columnsOf(sheet);

  const focusCell = (row: number, column: number) => {
    const target = table.current?.querySelector<HTMLInputElement>(`[data-cell="${row}:${column}"]`);
    if (target) {
      target.focus();
      target.select();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    if (e.key === 'Enter' || e.key === 'ArrowDown') {
      e.preventDefault();
      focusCell(row + 1, column);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusCell(row - 1, column);
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>, studentId: string, column: ColumnKey) => {
    const values = pastedLines(
      e.clipboardData.getData('text/plain') || e.clipboardData.getData('text'),
    );
    if (values.length < 2) return; // one value: the input takes it as usual
    e.preventDefault();
    onPasteColumn(studentId, column, values);
  };

  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={drafts ? undefined : 0}
      className="mt-4 scroll-hint relative overflow-x-auto focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none"
    >
      <table ref={table} className="border-separate border-spacing-0 text-sm">
        <caption id={captionId} className="sr-only">
          Scores of {sheet.class_name} in {sheet.subject_name}, {sheet.term_name}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${th} ${sticky} min-w-40`}>
              Student
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${th} text-right whitespace-nowrap`}>
                {column.name} /{column.max}
              </th>
            ))}
            <th scope="col" className={`${th} text-right`}>
              Total
            </th>
            <th scope="col" className={`${th} text-center`}>
              Grade
            </th>
            <th scope="col" className={`${th} text-right`}>
              Position
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.lines.map((line, row) => {
            const draft = drafts?.[line.student_id];
            return (
              <tr key={line.student_id}>
                <th scope="row" className={`${td} ${sticky} font-medium`}>
                  <span className="block whitespace-nowrap">{line.name}</span>
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                    {line.admission_number}
                  </span>
                </th>
                {columns.map((column, c) => {
                  if (!draft) {
                    const value =
                      column.key === 'exam' ? line.exam : line.ca[Number(column.key.slice(3))];
                    return (
                      <td key={column.key} className={`${td} text-right tabular-nums`}>
                        {value ?? (
                          <>
                            <span aria-hidden="true" className="text-slate-400">
                              ·
                            </span>
                            <span className="sr-only">Not entered</span>
                          </>
                        )}
                      </td>
                    );
                  }
                  const key = cellKey(line.student_id, column.key);
                  const error = errors[key];
                  const errorId = `${errorIds}-${row}-${c}`;
                  return (
                    <td key={column.key} className={`${td} text-right`}>
                      <input
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        data-cell={`${row}:${c}`}
                        aria-label={`${column.name} for ${line.name}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        value={cellText(draft, column.key)}
                        onChange={(e) => onChange(line.student_id, column.key, e.target.value)}
                        onKeyDown={(e) => onKeyDown(e, row, c)}
                        onPaste={(e) => onPaste(e, line.student_id, column.key)}
                        onBlur={onLeave}
                        className={`${input} ml-auto ${
                          error
                            ? 'border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950'
                            : 'border-slate-300 bg-white dark:border-slate-700'
                        }`}
                      />
                      {error && (
                        <p
                          id={errorId}
                          className="mt-1 w-40 text-left text-xs whitespace-normal text-red-700 dark:text-red-400"
                        >
                          {error}
                        </p>
                      )}
                    </td>
                  );
                })}
                <Figures line={line} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
