// Scores from a CSV file into an editable sheet: what the file must hold, the file, then a
// preview (how many students change and how, or every problem to correct in the file, nothing
// being saved while there is one), and on confirmation the changes saved with one save of the
// grid's (sheet-editor.tsx), so a sheet saved elsewhere or a refused cell is said as when typing.
import { useId, useState } from 'react';

import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { formatCount, plural } from '@/lib/text';

import type { ScoreSheet } from '../api';
import type { ColumnKey } from '../cells';
import { readUpload, type CellChange, type UploadPreview } from '../csv';

/** The most problems listed at once: a wrong file can have hundreds. */
const SHOWN_PROBLEMS = 50;
/** Far more than a class's sheet: a bigger file is not one. */
const MOST_BYTES = 1_000_000;

const problem =
  'rounded-school mt-3 bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200';

type Outcome = { kind: 'saved'; text: string } | { kind: 'failed'; text: string };

function students(n: number): string {
  return plural(n, 'student');
}

/** “Classwork, Test and exam”. */
function listed(names: readonly string[]): string {
  return names.length < 2
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function CsvUpload({
  sheet,
  current,
  onApply,
  onClose,
}: {
  sheet: ScoreSheet;
  /** A cell as the grid has it now, typed changes included. */
  current: (studentId: string, column: ColumnKey) => string;
  /** Puts the changes into the grid and saves them; true when everything is saved. */
  onApply: (changes: CellChange[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const headingId = useId();
  const fileId = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<UploadPreview | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A new file input after each upload, so that the same file may be chosen again.
  const [inputKey, setInputKey] = useState(0);

  const choose = async (chosen: File | undefined) => {
    setFile(null);
    setPreview(null);
    setReadError(null);
    setOutcome(null);
    if (!chosen) return;
    if (!/\.csv$/i.test(chosen.name)) {
      setReadError(
        'This is not a CSV file. In your spreadsheet, choose Save As, pick “CSV UTF-8”, then choose that file here.',
      );
      return;
    }
    if (chosen.size > MOST_BYTES) {
      setReadError(
        'This file is too large to be a score sheet. Choose the CSV file of this sheet, one line per student.',
      );
      return;
    }
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      setReadError(
        'The file could not be read. Choose it again, or save it again from your spreadsheet.',
      );
      return;
    }
    setFile({ name: chosen.name, text });
    setPreview(readUpload(text, sheet, current));
  };

  const confirm = async () => {
    if (!file) return;
    // Read again against the grid as it is now: a cell typed since the preview counts.
    const now = readUpload(file.text, sheet, current);
    if (now.problems.length > 0 || now.changes.length === 0) {
      setPreview(now);
      return;
    }
    setApplying(true);
    try {
      const saved = await onApply(now.changes);
      setOutcome(
        saved
          ? {
              kind: 'saved',
              text: `The scores of ${students(now.students.length)} were saved from ${file.name}.`,
            }
          : {
              kind: 'failed',
              text: 'The scores from the file are in the grid but not all of them are saved: see the message above, then correct or reload.',
            },
      );
      setFile(null);
      setPreview(null);
      setInputKey((k) => k + 1);
    } finally {
      setApplying(false);
    }
  };

  const columns = [...sheet.components.map((c) => c.name), 'exam'];
  const problems = preview?.problems ?? [];

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-school mt-4 border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          Upload scores from a CSV file
        </h3>
        <button type="button" className={secondaryButton} onClick={onClose}>
          Close
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        One line per student, the first line naming the columns in any order: admission_number, then{' '}
        {listed(columns)} (name, total, grade and position are not read). Write a mark, or ABS for
        absent. <strong>An empty cell leaves the score as it is</strong>: to clear a score, clear it
        in the grid. The easiest start is this sheet’s own file: download it, fill it in, then
        choose it here. You see what changes before anything is saved.
      </p>

      <div className="mt-3">
        <label htmlFor={fileId} className="block text-sm font-medium">
          CSV file
        </label>
        <input
          key={inputKey}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          className="mt-1 block w-full text-sm"
          disabled={applying}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </div>

      {readError && (
        <p role="alert" className={problem}>
          {readError}
        </p>
      )}

      {preview && problems.length > 0 && (
        <div role="alert" className={problem}>
          <p className="font-medium">
            Nothing was saved. Correct {problems.length === 1 ? 'this' : 'these'} in the file (line
            1 is the column names), then choose it again:
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {problems.slice(0, SHOWN_PROBLEMS).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          {problems.length > SHOWN_PROBLEMS && (
            <p className="mt-2">
              And {formatCount(problems.length - SHOWN_PROBLEMS)} more: correct these first, then
              choose the file again to see the rest.
            </p>
          )}
        </div>
      )}

      {preview && problems.length === 0 && preview.changes.length === 0 && (
        <p role="status" className="mt-3 text-sm">
          The file changes no score: every score in it is already on the sheet, and its empty cells
          leave the others as they are.
        </p>
      )}

      {preview && problems.length === 0 && preview.changes.length > 0 && (
        <div className="mt-3">
          <p role="status" className="font-medium">
            {students(preview.students.length)} will change; the others keep their scores.
          </p>
          <ul
            aria-label="Changes from the file"
            className="mt-2 max-h-64 space-y-1 overflow-y-auto text-sm"
          >
            {preview.students.map((s) => (
              <li key={s.studentId}>
                <span className="font-medium">{s.name}</span>{' '}
                <span className="text-slate-600 dark:text-slate-400">({s.admissionNumber})</span>:{' '}
                {s.cells.join(', ')}
              </li>
            ))}
          </ul>
          {preview.ignored.length > 0 && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Not read: the column{preview.ignored.length === 1 ? '' : 's'}{' '}
              {listed(preview.ignored.map((name) => `“${name}”`))}.
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className={primaryButton}
              disabled={applying}
              onClick={() => void confirm()}
            >
              {applying ? 'Saving…' : `Save the scores of ${students(preview.students.length)}`}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={applying}
              onClick={() => {
                setFile(null);
                setPreview(null);
                setInputKey((k) => k + 1);
              }}
            >
              Choose another file
            </button>
          </div>
        </div>
      )}

      {outcome && (
        <p
          role={outcome.kind === 'saved' ? 'status' : 'alert'}
          className={outcome.kind === 'saved' ? 'mt-3 text-sm font-medium' : problem}
        >
          {outcome.text}
        </p>
      )}
    </section>
  );
}
