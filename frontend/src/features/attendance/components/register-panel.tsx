// One class's register for one day: read, marked, saved, with what became of the save (saved,
// kept on the phone, or refused with the server's sentence). A day that has no register (a
// weekend, a holiday, a day ahead or outside the term) shows the server's sentence in its place.
import { useState } from 'react';

import { secondaryButton } from '@/components/ui/styles';
import { ApiError } from '@/lib/api-client';
import { dayAsDate, dayInWords, localDay } from '@/lib/dates';
import { loadFailure } from '@/lib/errors';

import { isDayRefused, refusalSentence, useRegister, type RegisterSave } from '../api';
import { KEPT_SENTENCE, type AttendanceSaves, type SaveOutcome } from '../use-saves';
import { RegisterEditor } from './register-editor';

const problem =
  'rounded-school mt-3 bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200';
const done =
  'rounded-school mt-3 bg-green-50 px-4 py-3 text-green-900 dark:bg-green-950 dark:text-green-100';
const kept =
  'rounded-school mt-3 bg-amber-50 px-4 py-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100';

function OutcomeMessage({
  outcome,
  lineName,
  onReload,
}: {
  outcome: SaveOutcome;
  lineName: (index: number) => string;
  onReload: () => void;
}) {
  if (outcome.kind === 'saved') {
    return (
      <p role="status" className={done}>
        {outcome.answer.detail}
      </p>
    );
  }
  if (outcome.kind === 'kept') return null;
  const conflict = outcome.error instanceof ApiError && outcome.error.status === 409;
  return (
    <div role="alert" className={problem}>
      <p>
        The register was not saved:{' '}
        {refusalSentence(
          outcome.error,
          'the server did not answer. Try again in a moment.',
          lineName,
        )}
      </p>
      {conflict && (
        <button type="button" className={`${secondaryButton} mt-2`} onClick={onReload}>
          Load the register again
        </button>
      )}
    </div>
  );
}

/** The Friday before a Saturday or Sunday `date`; null on a weekday. */
export function fridayBefore(date: string): string | null {
  const day = dayAsDate(date);
  const back = { 6: 1, 0: 2 }[day.getDay()];
  if (back === undefined) return null;
  day.setDate(day.getDate() - back);
  return localDay(day);
}

export function RegisterPanel({
  classId,
  date,
  saves,
  onDay,
}: {
  classId: string;
  date: string;
  saves: AttendanceSaves;
  /** Opens another day's register (a weekend's offers the Friday before it). */
  onDay?: (date: string) => void;
}) {
  const read = useRegister(classId, date);
  const [saving, setSaving] = useState(false);
  // What became of the last save of this class and day; kept above the editor, which starts
  // again from the register the server answered a save with.
  const [outcome, setOutcome] = useState<{ of: string; outcome: SaveOutcome } | null>(null);
  const which = `${classId}|${date}`;

  if (read.error) {
    if (isDayRefused(read.error)) {
      const friday = fridayBefore(date);
      return (
        <div role="alert" className={kept}>
          <p>{refusalSentence(read.error, 'There is no register on this day.')}</p>
          {friday && onDay && (
            <button
              type="button"
              className={`${secondaryButton} mt-2`}
              onClick={() => onDay(friday)}
            >
              Open {dayInWords(friday)}
            </button>
          )}
        </div>
      );
    }
    return (
      <p role="alert" className={problem}>
        {read.error instanceof ApiError && read.error.status === 404
          ? 'This class is not one of yours, so you cannot mark its register.'
          : loadFailure('The register', read.error)}
      </p>
    );
  }
  if (!read.data) {
    return (
      <p role="status" className="mt-4">
        Loading the register…
      </p>
    );
  }

  const { register } = read.data;
  const keptSave = saves.pending.find(
    (p) => p.save.class_id === register.class_id && p.save.date === register.date,
  );
  const lineName = (index: number) => register.lines[index]?.name ?? `Student ${index + 1}`;

  const onSave = async (body: RegisterSave) => {
    setSaving(true);
    setOutcome(null);
    try {
      setOutcome({ of: which, outcome: await saves.save(body, register.class_name) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="register-heading" className="mt-6">
      <h2 id="register-heading" className="text-xl font-bold">
        {register.class_name} · {dayInWords(register.date)}
      </h2>
      {outcome?.of === which && outcome.outcome.kind !== 'kept' && (
        <OutcomeMessage
          outcome={outcome.outcome}
          lineName={lineName}
          onReload={() => {
            setOutcome(null);
            void read.refetch();
          }}
        />
      )}
      {keptSave && (
        <p role="status" className={kept}>
          {KEPT_SENTENCE}
        </p>
      )}
      <RegisterEditor
        // Starts again from each register read or saved (a save kept on the phone is shown
        // from the start, and stays on the screen while it waits).
        key={`${which}|${read.dataUpdatedAt}`}
        read={read.data}
        kept={keptSave}
        saving={saving}
        onSave={(body) => void onSave(body)}
      />
    </section>
  );
}
