// Entering a sheet's scores: the typed cells, saved as the teacher goes (the rows changed since
// the last save, with the version the sheet was read at, about 1.5 s after the last key and when
// a cell loses focus, one save at a time), a line that says where the saving is, and the
// "Submit for approval" button, which saves what is left first. A save refused because the
// sheet changed elsewhere (409) stops the saving and offers to reload it, never overwriting
// anyone; a refused cell keeps its sentence and is held back until it is changed. The figures
// (totals, grades, positions) are those of the server's last answer. Every save and submission
// names the sheet's term. The sheet downloads as a CSV file (what is pending is saved first),
// and an editable one takes scores from a CSV file (csv-upload.tsx) through the same saves.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { asSentence, serverFieldErrors } from '@/lib/errors';

import { resultsKeys, saveSheet, submitSheet, type RowInput, type ScoreSheet } from '../api';
import { cellKey, cellProblem, cellValue, refusedCells, type ColumnKey } from '../cells';
import { offerCsv, sheetCsv, sheetCsvName, type CellChange } from '../csv';
import { CsvUpload } from './csv-upload';
import { ScoreGrid, cellText, columnsOf, type DraftRow } from './score-grid';

/** How long after the last key a change is saved. */
export const AUTOSAVE_DELAY = 1500;

export const STALE_SENTENCE =
  'Someone else saved this sheet (or you did in another tab). Reload to see their scores.';
const HELD_SENTENCE = 'Correct the cells marked in red: they are not saved until you do.';

type Phase =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; text: string }
  | { kind: 'stale'; text: string };

const problem =
  'rounded-school mt-3 bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200';

/** Whether a row of `studentId` has a refused cell, which holds it back from saving. */
function heldIn(errors: Record<string, string>, studentId: string): boolean {
  return Object.keys(errors).some((key) => key.startsWith(`${studentId}|`));
}

function draftsOf(sheet: ScoreSheet): Record<string, DraftRow> {
  const drafts: Record<string, DraftRow> = {};
  for (const line of sheet.lines) {
    drafts[line.student_id] = {
      ca: sheet.components.map((_, j) => line.ca[j] ?? ''),
      exam: line.exam ?? '',
    };
  }
  return drafts;
}

/** The sentence for a 409: the stale sheet's, else the server's own (a sheet no longer a draft). */
function conflictSentence(error: unknown): string {
  const text = errorMessage(error, '');
  return !text || /someone else/i.test(text)
    ? STALE_SENTENCE
    : `${asSentence(text)} Reload to see it.`;
}

export function SheetEditor({
  sheet,
  term,
  onReload,
}: {
  sheet: ScoreSheet;
  /** The term chosen in the address ('' for the current one): the sheet's key in the cache. */
  term: string;
  /** Reads the sheet again and starts the editor from it. */
  onReload: () => Promise<void>;
}) {
  const client = useQueryClient();
  const { requireLogin } = useAuth();
  const id = sheet.class_subject_id;
  // Saves name the term the sheet was read in, even when the address names none.
  const termId = sheet.term_id;
  const columns = columnsOf(sheet);

  const [drafts, setDrafts] = useState(() => draftsOf(sheet));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadNote, setDownloadNote] = useState<string | null>(null);

  // The latest of each, for saves that run after the render that started them.
  const draftsRef = useRef(drafts);
  const errorsRef = useRef(errors);
  const version = useRef(sheet.version);
  /** Each changed row's edit count: a row is clean once a save of its latest edit succeeds. */
  const dirty = useRef(new Map<string, number>());
  const stale = useRef(false);
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const putDrafts = (next: Record<string, DraftRow>) => {
    draftsRef.current = next;
    setDrafts(next);
  };
  const putErrors = (next: Record<string, string>) => {
    errorsRef.current = next;
    setErrors(next);
  };

  const nameOf = useCallback(
    (studentId: string) => sheet.lines.find((l) => l.student_id === studentId)?.name ?? 'A student',
    [sheet.lines],
  );

  /** Sends the changed rows that have no refused cell; true when nothing is left unsaved. */
  const run = useCallback(async (): Promise<boolean> => {
    if (stale.current) return false;
    const ids = [...dirty.current.keys()].filter(
      (studentId) => !heldIn(errorsRef.current, studentId),
    );
    if (ids.length === 0) {
      if (dirty.current.size > 0) setPhase({ kind: 'failed', text: HELD_SENTENCE });
      return dirty.current.size === 0;
    }
    const edits = new Map(ids.map((studentId) => [studentId, dirty.current.get(studentId)]));
    const rows: RowInput[] = ids.map((studentId) => {
      const draft = draftsRef.current[studentId];
      return { student_id: studentId, ca: draft.ca.map(cellValue), exam: cellValue(draft.exam) };
    });
    setPhase({ kind: 'saving' });
    try {
      const answer = await saveSheet(id, termId, { version: version.current, rows });
      version.current = answer.version;
      client.setQueryData(resultsKeys.sheet(id, term), answer);
      const next = { ...draftsRef.current };
      for (const [studentId, edit] of edits) {
        if (dirty.current.get(studentId) !== edit) continue; // changed again meanwhile
        dirty.current.delete(studentId);
        const line = answer.lines.find((l) => l.student_id === studentId);
        // The cells as stored ("abs" is ABS).
        if (line)
          next[studentId] = {
            ca: answer.components.map((_, j) => line.ca[j] ?? ''),
            exam: line.exam ?? '',
          };
      }
      putDrafts(next);
      if (dirty.current.size === 0) {
        setPhase({ kind: 'saved' });
        return true;
      }
      const waiting = [...dirty.current.keys()].some(
        (studentId) => !heldIn(errorsRef.current, studentId),
      );
      setPhase(waiting ? { kind: 'saving' } : { kind: 'failed', text: HELD_SENTENCE });
      return false;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        stale.current = true;
        setPhase({ kind: 'stale', text: conflictSentence(error) });
        return false;
      }
      if (error instanceof ApiError && error.status === 401) requireLogin();
      const fields = serverFieldErrors(error);
      if (fields) {
        const refused = refusedCells(fields, rows, nameOf);
        putErrors({ ...errorsRef.current, ...refused.cells });
        const text = [
          ...(Object.keys(refused.cells).length > 0 ? [HELD_SENTENCE] : []),
          ...refused.other,
        ].join(' ');
        setPhase({ kind: 'failed', text: `The scores were not saved. ${text}` });
      } else {
        setPhase({
          kind: 'failed',
          text: `The scores were not saved: ${asSentence(
            errorMessage(error, 'the server did not answer'),
          )} They are sent again with your next change.`,
        });
      }
      return false;
    }
  }, [client, id, term, termId, nameOf, requireLogin]);

  /** Saves now, after any save under way; true when nothing is left unsaved. */
  const flush = useCallback((): Promise<boolean> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    chain.current = chain.current.then(run, run);
    return chain.current;
  }, [run]);

  const schedule = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void flush();
    }, AUTOSAVE_DELAY);
  };

  /** Puts `changes` into the cells, checks them, and saves them shortly. */
  const edit = (changes: { studentId: string; column: ColumnKey; text: string }[]) => {
    if (changes.length === 0) return;
    const next = { ...draftsRef.current };
    const nextErrors = { ...errorsRef.current };
    for (const { studentId, column, text } of changes) {
      const row = next[studentId];
      if (!row) continue;
      const max = columns.find((c) => c.key === column)?.max ?? 0;
      next[studentId] =
        column === 'exam'
          ? { ...row, exam: text }
          : { ...row, ca: row.ca.map((value, j) => (`ca.${j}` === column ? text : value)) };
      const key = cellKey(studentId, column);
      const sentence = cellProblem(text, max);
      if (sentence) nextErrors[key] = sentence;
      else delete nextErrors[key];
      dirty.current.set(studentId, (dirty.current.get(studentId) ?? 0) + 1);
    }
    putDrafts(next);
    putErrors(nextErrors);
    if (stale.current) return;
    setSubmitError(null);
    const waiting = [...dirty.current.keys()].some((studentId) => !heldIn(nextErrors, studentId));
    setPhase(waiting ? { kind: 'saving' } : { kind: 'failed', text: HELD_SENTENCE });
    if (waiting) schedule();
  };

  const pasteColumn = (studentId: string, column: ColumnKey, values: string[]) => {
    const from = sheet.lines.findIndex((l) => l.student_id === studentId);
    if (from < 0) return;
    edit(
      sheet.lines
        .slice(from, from + values.length)
        .map((line, k) => ({ studentId: line.student_id, column, text: values[k] })),
    );
  };

  const submit = async () => {
    setSubmitError(null);
    setSubmitting(true);
    try {
      if (!(await flush())) {
        if (!stale.current) setSubmitError('Save every score before submitting: see above.');
        return;
      }
      const answer = await submitSheet(id, termId, version.current);
      version.current = answer.version;
      client.setQueryData(resultsKeys.sheet(id, term), answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        stale.current = true;
        setPhase({ kind: 'stale', text: conflictSentence(error) });
      } else {
        if (error instanceof ApiError && error.status === 401) requireLogin();
        const fields = serverFieldErrors(error);
        setSubmitError(
          `The sheet was not submitted: ${
            fields
              ? Object.values(fields).flat().map(asSentence).join(' ')
              : asSentence(errorMessage(error, 'the server did not answer. Try again in a moment'))
          }`,
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** Puts an upload's changes into the grid and saves them at once; true when all are saved. */
  const applyUpload = (changes: CellChange[]): Promise<boolean> => {
    edit(changes);
    return flush();
  };

  /** Saves the sheet as a CSV file, after saving what is pending. */
  const download = async () => {
    setDownloadNote(null);
    setDownloading(true);
    try {
      if (sheet.editable && dirty.current.size > 0 && !stale.current) await flush();
      const latest = client.getQueryData<ScoreSheet>(resultsKeys.sheet(id, term)) ?? sheet;
      offerCsv(sheetCsv(latest), sheetCsvName(latest));
      if (dirty.current.size > 0) {
        setDownloadNote(
          'The file holds the scores as last saved: your changes that are not saved yet are not in it. See the message above, then download again once they are saved.',
        );
      }
    } finally {
      setDownloading(false);
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  if (sheet.lines.length === 0) {
    return <p className="mt-4">No student is on this sheet: the class has no student this term.</p>;
  }

  return (
    <div>
      {sheet.editable && (
        <p role="status" aria-label="Saving" className="mt-3 min-h-6 text-sm">
          {phase.kind === 'saving' && 'Saving…'}
          {phase.kind === 'saved' && 'All changes saved'}
        </p>
      )}
      {(phase.kind === 'failed' || phase.kind === 'stale') && (
        <div role="alert" className={problem}>
          <p>{phase.text}</p>
          {phase.kind === 'stale' && (
            <button
              type="button"
              className={`${secondaryButton} mt-2`}
              disabled={reloading}
              onClick={() => void reload()}
            >
              {reloading ? 'Reloading…' : 'Reload'}
            </button>
          )}
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={downloading}
          onClick={() => void download()}
        >
          {downloading ? 'Preparing the file…' : 'Download CSV'}
        </button>
        {sheet.editable && phase.kind !== 'stale' && (
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={uploading}
            onClick={() => setUploading((open) => !open)}
          >
            Upload CSV
          </button>
        )}
      </div>
      {downloadNote && (
        <p role="note" className="mt-2 text-sm text-amber-900 dark:text-amber-100">
          {downloadNote}
        </p>
      )}
      {uploading && sheet.editable && phase.kind !== 'stale' && (
        <CsvUpload
          sheet={sheet}
          current={(studentId, column) => {
            const row = draftsRef.current[studentId];
            return row ? cellText(row, column) : '';
          }}
          onApply={applyUpload}
          onClose={() => setUploading(false)}
        />
      )}
      <ScoreGrid
        sheet={sheet}
        drafts={sheet.editable ? drafts : null}
        errors={errors}
        onChange={(studentId, column, text) => edit([{ studentId, column, text }])}
        onPasteColumn={pasteColumn}
        onLeave={() => {
          if (dirty.current.size > 0 && !stale.current) void flush();
        }}
      />
      {(sheet.average || sheet.highest || sheet.lowest) && (
        <p className="mt-3 flex flex-wrap gap-x-4 text-sm">
          <span>
            Average <span className="font-semibold">{sheet.average ?? '–'}</span>
          </span>
          <span>
            Highest <span className="font-semibold">{sheet.highest ?? '–'}</span>
          </span>
          <span>
            Lowest <span className="font-semibold">{sheet.lowest ?? '–'}</span>
          </span>
        </p>
      )}
      {sheet.editable && phase.kind !== 'stale' && (
        <div className="mt-4">
          {submitError && (
            <p role="alert" className={`${problem} mb-3`}>
              {submitError}
            </p>
          )}
          <button
            type="button"
            className={primaryButton}
            disabled={submitting}
            onClick={() => void submit()}
          >
            {submitting ? 'Submitting…' : 'Submit for approval'}
          </button>
        </div>
      )}
    </div>
  );
}
