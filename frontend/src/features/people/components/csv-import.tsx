// A CSV import on a register list (students, teachers): what each column holds, a template, the
// upload, and either the lines to correct (nothing was imported) or the counts and the once-only
// sign-in slips of the new accounts.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { UseMutationResult } from '@tanstack/react-query';

import { DataTable } from '@/components/ui/data-table';
import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { ApiError, errorMessage } from '@/lib/api-client';
import { asSentence, serverFieldErrors } from '@/lib/errors';
import type { Credential } from '@/types/register';
import { formatCount } from '@/lib/text';

import { credentialsCsv, saveCsv } from './student-csv';

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
  const fields = serverFieldErrors(error);
  if (error.status !== 422 || !fields) {
    const why = asSentence(errorMessage(error, 'The server could not read the file'));
    return { summary: `${why} Nothing was imported.`, lines: [] };
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

/** How many of the new accounts are also e-mailed a link to choose a password (decision 016). */
function welcomed(credentials: readonly Credential[]): string {
  const n = credentials.filter((c) => c.welcome_email).length;
  if (n === 0) return '';
  const who =
    n === credentials.length
      ? n === 1
        ? 'The account is'
        : 'All of them are'
      : `${formatCount(n)} of them ${n === 1 ? 'is' : 'are'}`;
  return ` ${who} also being e-mailed a welcome with a link to choose their own password.`;
}

export interface CsvImportProps<R extends { credentials: Credential[] }> {
  /** The heading, such as “Import students from a CSV file”. */
  title: string;
  /** What one line of the file is: “One student a line”. */
  perLine: string;
  /** Each column and what to write in it, in the template's order. */
  columns: readonly (readonly [string, string])[];
  /** The template's file name and text. */
  template: { filename: string; text: () => string };
  importing: UseMutationResult<R, unknown, File>;
  /** The toast once a file is imported. */
  imported: (result: R) => string;
  /** The counts shown once a file is imported. */
  summary: (result: R) => ReactNode;
  onClose: () => void;
}

export function CsvImport<R extends { credentials: Credential[] }>({
  title,
  perLine,
  columns,
  template,
  importing,
  imported,
  summary,
  onClose,
}: CsvImportProps<R>) {
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems | null>(null);
  const [result, setResult] = useState<R | null>(null);
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
      toast.success(imported(answer));
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
          {title}
        </h2>
        <button type="button" className={secondaryButton} onClick={() => leave(onClose)}>
          Close
        </button>
      </div>

      {result ? (
        <div className="mt-4 space-y-4">
          <p role="status">{summary(result)}</p>
          {result.credentials.length > 0 && (
            <div className="rounded-school border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
              <h3 className="font-semibold">Sign-in details: shown only once</h3>
              <p className="mt-1 text-sm">
                The first passwords of the {formatCount(result.credentials.length)} new accounts are
                in the sign-in slips. Download them now and keep the file safe: the portal does not
                keep them and cannot show them again. Everyone must choose their own password at
                first sign-in.
                {welcomed(result.credentials)}
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
            {perLine}, the first line holding the column names below (any order). Dates are written
            YYYY-MM-DD. Every line is imported, or none: when a line is wrong, nothing is imported
            and the lines to correct are listed here.
          </p>
          <DataTable
            caption="The columns of the import file"
            className="mt-3"
            columns={[
              {
                id: 'column',
                header: 'Column',
                rowHeader: true,
                className: 'font-mono text-xs whitespace-nowrap',
                cell: ([column]) => column,
              },
              { id: 'text', header: 'What to write', cell: ([, text]) => text },
            ]}
            rows={columns}
            rowKey={([column]) => column}
            empty=""
          />
          <button
            type="button"
            className={`${secondaryButton} mt-3`}
            onClick={() => saveCsv(template.text(), template.filename)}
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
                  And {formatCount(problems.lines.length - SHOWN_PROBLEMS)} more lines to correct:
                  start with these, then import the file again to see the rest.
                </p>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
