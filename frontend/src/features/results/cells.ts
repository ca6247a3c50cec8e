// The cells of a score sheet as the teacher types them: checked lightly as the server checks
// them (a mark from 0 to the column's maximum with one decimal at most, ABS in any case, or
// nothing), turned into what a save sends, and the server's refusals of a save (`rows.{i}.ca.{j}`,
// `rows.{i}.exam`, i being the index in the rows sent) put back on their student and column.
import type { RowInput, SheetStatus } from './api';

/** A column of the grid: a CA component by its index, or the exam. */
export type ColumnKey = `ca.${number}` | 'exam';

/** The key of a cell's error: its student and column. */
export const cellKey = (studentId: string, column: ColumnKey) => `${studentId}|${column}`;

export const STATUS_WORDS: Record<SheetStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted for approval',
  approved: 'Approved',
  published: 'Published',
};

/** The server's sentence for a cell that is not a mark of its column. */
export function markSentence(max: number): string {
  return `Enter a mark from 0 to ${max} (one decimal at most), or ABS for absent.`;
}

/** Why `text` is not a cell of a column out of `max`, or null when it is one. */
export function cellProblem(text: string, max: number): string | null {
  const trimmed = text.trim();
  if (!trimmed || /^abs$/i.test(trimmed)) return null;
  const match = /^(\d{1,4})(?:\.(\d?))?$/.exec(trimmed);
  if (!match) return markSentence(max);
  const tenths = Number(match[1]) * 10 + Number(match[2] || '0');
  return tenths > max * 10 ? markSentence(max) : null;
}

/** What a save sends for a typed cell: null when empty, ABS for any case of it. */
export function cellValue(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^abs$/i.test(trimmed) ? 'ABS' : trimmed;
}

/**
 * The lines of a pasted text (a column copied from a spreadsheet), each line's first field:
 * one entry per line, without the empty line a copy ends with.
 */
export function pastedLines(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1].trim() === '') lines.pop();
  return lines.map((line) => line.split('\t')[0].trim());
}

/**
 * The server's refusal of a save: the sentences on cells, by `cellKey`, and the rest (a whole
 * row, the sheet) as sentences, the rows named by `rowName`.
 */
export function refusedCells(
  fields: Record<string, string[]>,
  sent: readonly RowInput[],
  rowName: (studentId: string) => string,
): { cells: Record<string, string>; other: string[] } {
  const cells: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(fields)) {
    const text = messages.join(' ');
    const match = /^rows\.(\d+)(?:\.(ca\.\d+|exam|student_id))?$/.exec(field);
    const row = match ? sent[Number(match[1])] : undefined;
    if (row && match?.[2] && match[2] !== 'student_id') {
      cells[cellKey(row.student_id, match[2] as ColumnKey)] = text;
    } else if (row) {
      other.push(`${rowName(row.student_id)}: ${text}`);
    } else {
      other.push(text);
    }
  }
  return { cells, other };
}
