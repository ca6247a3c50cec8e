// A score sheet as a CSV file, both ways, made and read in the browser from the sheet on the
// screen. Download: `admission_number,name,<each CA column>,exam,total,grade,position`, a line
// per student, the cells as the server answered them (ABS, or empty when not entered), every
// value made safe for spreadsheets (one starting with = + - @ gets a leading apostrophe, so a
// spreadsheet shows it rather than running it as a formula) and quoted when it holds a comma, a
// quote or a line break (RFC 4180). Upload: the same layout (the header line names the columns,
// in any order, whatever their case; name, total, grade and position are not read), each line
// matched to its student by admission number, each value checked as the grid checks a typed
// cell (cells.ts); an empty value leaves the cell as it is. What the file changes is turned into
// the grid's own edits, so it is saved as the grid saves.
import type { ScoreSheet } from './api';
import { cellProblem, cellValue, type ColumnKey } from './cells';

/** A cell the upload changes, as the grid's edits take it. */
export interface CellChange {
  studentId: string;
  column: ColumnKey;
  text: string;
}

/** A column of the file that holds marks: a CA component, or the exam. */
interface MarkColumn {
  key: ColumnKey;
  /** Its name in the file's header. */
  header: string;
  /** Its name in sentences, as the grid names it. */
  name: string;
  max: number;
}

function markColumns(sheet: ScoreSheet): MarkColumn[] {
  return [
    ...sheet.components.map((c, j) => ({
      key: `ca.${j}` as ColumnKey,
      header: c.name,
      name: c.name,
      max: c.max,
    })),
    { key: 'exam', header: 'exam', name: 'Exam', max: sheet.exam_max },
  ];
}

// Download.

/** Starts that a spreadsheet takes for a formula (with the tab and carriage return OWASP adds). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** `value` as a spreadsheet shows it without running it: a leading apostrophe before a formula. */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV field: made safe, then quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  const safe = spreadsheetSafe(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * The sheet as the grid shows it, a line per student. The byte order mark makes spreadsheet
 * programs read the names' accents as UTF-8.
 */
export function sheetCsv(sheet: ScoreSheet): string {
  const header = [
    'admission_number',
    'name',
    ...sheet.components.map((c) => c.name),
    'exam',
    'total',
    'grade',
    'position',
  ];
  const lines = sheet.lines.map((line) => [
    line.admission_number,
    line.name,
    ...sheet.components.map((_, j) => line.ca[j] ?? ''),
    line.exam ?? '',
    line.total ?? '',
    line.grade ?? '',
    String(line.position ?? ''),
  ]);
  return '\uFEFF' + toCsv([header, ...lines]);
}

/** “JSS 1A - Mathematics - First Term.csv”, without the characters a file name may not hold. */
export function sheetCsvName(sheet: ScoreSheet): string {
  const name = `${sheet.class_name} - ${sheet.subject_name} - ${sheet.term_name}`;
  const cleaned = [...name]
    .map((ch) => (ch < ' ' || '\\/:*?"<>|'.includes(ch) ? '-' : ch))
    .join('')
    .trim();
  return `${cleaned}.csv`;
}

/** Offers `text` to the browser as a download named `filename`. */
export function offerCsv(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click's task: free the blob afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// Upload.

/** A record of a CSV file and the line of the file it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * The records of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled and line
 * breaks), without a byte order mark. Fields are separated by commas, or by semicolons when the
 * first line has semicolons and no comma (spreadsheets set to a decimal comma save so).
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.replace(/^\uFEFF/, '');
  const first = source.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const separator = !first.includes(',') && first.includes(';') ? ';' : ',';
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let fieldStarted = false;
  let quoted = false;
  let line = 1;
  let start = 1;
  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        if (ch === '\n' || (ch === '\r' && source[i + 1] !== '\n')) line += 1;
        field += ch;
      }
    } else if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (ch === separator) {
      endField();
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      endField();
      records.push({ line: start, fields });
      fields = [];
      line += 1;
      start = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (fieldStarted || fields.length > 0) {
    endField();
    records.push({ line: start, fields });
  }
  return records;
}

/** A header as compared: without case, spaces or underscores told apart, nor a “ /10” after it. */
function headerKey(text: string): string {
  return text
    .trim()
    .replace(/\s*\/\s*\d+(\.\d+)?$/, '')
    .replace(/[\s_]+/g, ' ')
    .toLowerCase();
}

/** A value as written before the download made it safe (“'-x” was “-x”). */
function unescaped(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** A cell's text compared with another's: the same mark however written, ABS in any case. */
function sameCell(a: string | null, b: string | null): boolean {
  const norm = (v: string | null) => {
    const value = cellValue(v ?? '');
    if (value === null || value === 'ABS') return value;
    const n = Number(value);
    return Number.isFinite(n) ? `#${Math.round(n * 10)}` : value;
  };
  return norm(a) === norm(b);
}

/** A value quoted in a sentence, cut short when long. */
function shown(value: string): string {
  return `“${value.length > 20 ? `${value.slice(0, 20)}…` : value}”`;
}

/** A student the upload changes, and how. */
export interface UploadStudent {
  studentId: string;
  name: string;
  admissionNumber: string;
  /** Each changed cell, “Test ABS (was 12)”. */
  cells: string[];
}

export interface UploadPreview {
  /** Sentences saying what to correct in the file; nothing is saved while there are any. */
  problems: string[];
  changes: CellChange[];
  students: UploadStudent[];
  /** The file's columns that are not read, other than name, total, grade and position. */
  ignored: string[];
}

/** The columns a downloaded sheet has that an upload does not read. */
const NOT_READ = ['name', 'total', 'grade', 'position'];

/**
 * What the CSV `text` would change on `sheet`, whose cells are as `current` says (the grid's,
 * typed changes included), or the problems that stop it.
 */
export function readUpload(
  text: string,
  sheet: ScoreSheet,
  current: (studentId: string, column: ColumnKey) => string,
): UploadPreview {
  const preview: UploadPreview = { problems: [], changes: [], students: [], ignored: [] };
  const problems = preview.problems;
  const records = parseCsv(text).filter((r) => r.fields.some((f) => f.trim() !== ''));
  if (records.length === 0) {
    problems.push(
      'The file is empty. Choose a CSV file whose first line names the columns (download the sheet to see them).',
    );
    return preview;
  }

  // The header line: where each column is.
  const [header, ...rows] = records;
  const columns = markColumns(sheet);
  const wanted = new Map<string, string>([
    [headerKey('admission_number'), 'admission_number'],
    ...columns.map((c) => [headerKey(c.header), c.key] as [string, string]),
  ]);
  const notRead = new Set(NOT_READ.filter((n) => !wanted.has(n)));
  const at = new Map<string, number>();
  header.fields.forEach((name, index) => {
    const key = headerKey(name);
    const column = wanted.get(key);
    if (column === undefined) {
      if (key && !notRead.has(key)) preview.ignored.push(name.trim());
    } else if (at.has(column)) {
      problems.push(`The column “${name.trim()}” is on the first line twice. Keep one of them.`);
    } else {
      at.set(column, index);
    }
  });
  const admission = at.get('admission_number');
  if (admission === undefined) {
    problems.push(
      'The column “admission_number” is missing from the first line. The first line must name the columns, admission_number among them: download the sheet to see its layout.',
    );
    return preview;
  }
  for (const column of columns) {
    if (!at.has(column.key)) {
      problems.push(
        `The column “${column.header}” is missing from the first line. Add it: its cells may stay empty to keep the scores as they are.`,
      );
    }
  }
  if (rows.length === 0) {
    problems.push(
      'The file has no student line under the column names. Add one line per student, then choose the file again.',
    );
    return preview;
  }

  // A line per student.
  const students = new Map(sheet.lines.map((l) => [l.admission_number.trim().toLowerCase(), l]));
  const seen = new Map<string, number>();
  for (const { line, fields } of rows) {
    const number = unescaped((fields[admission] ?? '').trim());
    if (!number) {
      problems.push(
        `Line ${line} has no admission number. Write the student’s admission number, or delete the line.`,
      );
      continue;
    }
    const student = students.get(number.toLowerCase());
    if (!student) {
      problems.push(
        `Line ${line}: no student on this sheet has the admission number ${shown(number)}. Correct it, or delete the line.`,
      );
      continue;
    }
    const earlier = seen.get(student.student_id);
    if (earlier !== undefined) {
      problems.push(
        `Line ${line}: ${student.admission_number} is also on line ${earlier}. Keep one line per student.`,
      );
      continue;
    }
    seen.set(student.student_id, line);

    const cells: string[] = [];
    const changes: CellChange[] = [];
    for (const column of columns) {
      const index = at.get(column.key);
      const written = index === undefined ? '' : (fields[index] ?? '').trim();
      if (!written) continue; // left as it is
      const problem = cellProblem(written, column.max);
      if (problem) {
        problems.push(
          `Line ${line} (${student.name}), ${column.name}: ${shown(written)} is not a mark. ${problem}`,
        );
        continue;
      }
      const value = cellValue(written) ?? '';
      const before = current(student.student_id, column.key);
      if (sameCell(value, before)) continue;
      changes.push({ studentId: student.student_id, column: column.key, text: value });
      const was = cellValue(before);
      cells.push(`${column.name} ${value}${was ? ` (was ${was})` : ''}`);
    }
    if (changes.length > 0) {
      preview.changes.push(...changes);
      preview.students.push({
        studentId: student.student_id,
        name: student.name,
        admissionNumber: student.admission_number,
        cells,
      });
    }
  }
  return preview;
}
