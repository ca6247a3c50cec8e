// The CSV import on the students list: what each column holds, a template, the upload, and
// either the lines to correct (nothing was imported) or the counts and the once-only sign-in
// slips of the new accounts.
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import {
  primaryButton,
  secondaryButton,
  tableClass,
  tdClass,
  thClass,
} from '@/components/ui/styles';
import { ApiError } from '@/lib/api-client';

import { useImportStudents } from '../api/students';
import type { ImportResult } from '../api/types';
import { credentialsCsv, importTemplate, saveCsv } from './student-csv';

const COLUMNS: readonly [string, string][] = [
  ['admission_number', 'Required. It becomes the student’s username.'],
  ['first_name', 'Required.'],
  ['last_name', 'Required.'],
  ['gender', 'female or male; may be empty.'],
  ['date_of_birth', 'YYYY-MM-DD, such as 2014-03-05; may be empty.'],
  ['admission_date', 'YYYY-MM-DD; may be empty.'],
  ['class', 'The class’s name as the portal shows it, such as JSS 1A; may be empty.'],
  ['email', 'The student’s e-mail address; may be empty.'],
  ['parent_first_name', 'The parent’s first name. Leave every parent column empty for none.'],
  ['parent_last_name', 'The parent’s last name.'],
  [
    'parent_email',
    'The parent’s e-mail address. A parent already registered is linked, not added twice.',
  ],
  ['parent_phone', 'The parent’s phone number; a new parent needs an e-mail or a phone.'],
  ['relationship', 'How the parent is related: Mother, Father, Guardian…'],
];

/** The most line errors listed at once: a wrong file can have thousands. */
const SHOWN_PROBLEMS = 100;

interface Problems {
  summary: string;
  lines: string[];
}

/** The 422 answer's `fields` as sentences, `line.{n}` first and in the file's order. */
function describe(error: unknown): Problems {
  if (!(error instanceof ApiError)) {
    return {
      summary:
        'The file could not be sent. Check your connection and try again. Nothing was imported.',
      lines: [],
    };
  }
  const fields = (error.data as { fields?: Record<string, string[]> } | null)?.fields;
  if (error.status !== 422 || !fields || Object.keys(fields).length === 0) {
    return { summary: `${error.message} Nothing was imported.`, lines: [] };
  }
  const entries = Object.entries(fields).map(([key, reasons]) => {
    const match = /^line\.(\d+)(?:\.(.+))?$/.exec(key);
    const text = reasons.join(' ');
    if (!match) return { order: Number.MAX_SAFE_INTEGER, text: `${key}: ${text}` };
    const [, line, column] = match;
    return {
      order: Number(line),
      text: `Line ${line}: ${column ? `${column}: ` : ''}${text}`,
    };
  });
  entries.sort((a, b) => a.order - b.order);
  return {
    summary:
      'Nothing was imported. Correct these lines in the file (line 1 is the column names), then import it again.',
    lines: entries.map((e) => e.text),
  };
}

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString()} ${n === 1 ? one : many}`;
}

export function ImportStudents({ onClose }: { onClose: () => void }) {
  const importing = useImportStudents();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [slipsSaved, setSlipsSaved] = useState(false);
  const headingId = useId();
  const fileId = useId();

  const unsavedSlips = Boolean(result && result.credentials.length > 0 && !slipsSaved);
  const leave = (then: () => void) => {
    if (
      unsavedSlips &&
      !window.confirm(
        'You have not downloaded the sign-in slips. Their passwords cannot be shown again. Leave anyway?',
      )
    )
      return;
    then();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblems({ summary: 'Choose the CSV file to import.', lines: [] });
      return;
    }
    if (!/\.csv$/i.test(file.name)) {
      setProblems({
        summary:
          'This is not a CSV file. In your spreadsheet, choose Save As, pick “CSV UTF-8”, then choose that file here.',
        lines: [],
      });
      return;
    }
    setProblems(null);
    try {
      const answer = await importing.mutateAsync(file);
      setResult(answer);
      setSlipsSaved(false);
      toast.success(`${plural(answer.students_created, 'student', 'students')} imported.`);
    } catch (error) {
      setProblems(describe(error));
    }
  };

  const saveSlips = () => {
    if (!result) return;
    saveCsv(credentialsCsv(result.credentials), 'sign-in-slips.csv');
    setSlipsSaved(true);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-school mt-6 border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Import students from a CSV file
        </h2>
        <button type="button" className={secondaryButton} onClick={() => leave(onClose)}>
          Close
        </button>
      </div>

      {result ? (
        <div className="mt-4 space-y-4">
          <p role="status">
            Imported {plural(result.students_created, 'student', 'students')}, added{' '}
            {plural(result.parents_created, 'new parent', 'new parents')} and linked{' '}
            {plural(result.parents_matched, 'parent', 'parents')} who{' '}
            {result.parents_matched === 1 ? 'was' : 'were'} already registered.
          </p>
          {result.credentials.length > 0 && (
            <div className="rounded-school border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
              <h3 className="font-semibold">Sign-in details: shown only once</h3>
              <p className="mt-1 text-sm">
                The first passwords of the {result.credentials.length.toLocaleString()} new accounts
                are in the sign-in slips. Download them now and keep the file safe: the portal does
                not keep them and cannot show them again. Everyone must choose their own password at
                first sign-in.
              </p>
              <button type="button" className={`${primaryButton} mt-3`} onClick={saveSlips}>
                Download sign-in slips (CSV)
              </button>
              {slipsSaved && (
                <p className="mt-2 text-sm">
                  Saved as sign-in-slips.csv. Print the slips, then delete the file.
                </p>
              )}
            </div>
          )}
          <button
            type="button"
            className={secondaryButton}
            onClick={() =>
              leave(() => {
                setResult(null);
                setFile(null);
              })
            }
          >
            Import another file
          </button>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            One student a line, the first line holding the column names below (any order). Dates are
            written YYYY-MM-DD. Every line is imported, or none: when a line is wrong, nothing is
            imported and the lines to correct are listed here.
          </p>
          <div className="mt-3 overflow-x-auto">
            <table className={tableClass}>
              <caption className="sr-only">The columns of the import file</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>
                    Column
                  </th>
                  <th scope="col" className={thClass}>
                    What to write
                  </th>
                </tr>
              </thead>
              <tbody>
                {COLUMNS.map(([column, text]) => (
                  <tr key={column}>
                    <td className={`${tdClass} font-mono text-xs whitespace-nowrap`}>{column}</td>
                    <td className={tdClass}>{text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className={`${secondaryButton} mt-3`}
            onClick={() => saveCsv(importTemplate(), 'students-template.csv')}
          >
            Download a template
          </button>

          <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-3">
            <div>
              <label htmlFor={fileId} className="block text-sm font-medium">
                CSV file
              </label>
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                className="mt-1 block text-sm"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setProblems(null);
                }}
              />
            </div>
            <button type="submit" className={primaryButton} disabled={importing.isPending}>
              {importing.isPending ? 'Importing… (a large school takes a minute)' : 'Import'}
            </button>
          </form>

          {problems && (
            <div
              role="alert"
              className="rounded-school mt-4 bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              <p className="font-medium">{problems.summary}</p>
              {problems.lines.length > 0 && (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                  {problems.lines.slice(0, SHOWN_PROBLEMS).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
              {problems.lines.length > SHOWN_PROBLEMS && (
                <p className="mt-2 text-sm">
                  And {(problems.lines.length - SHOWN_PROBLEMS).toLocaleString()} more lines to
                  correct: start with these, then import the file again to see the rest.
                </p>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
