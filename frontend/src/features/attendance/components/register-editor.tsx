// A class's register for a day, marked on a phone: every student starts present unless a mark
// was saved; one tap on a student moves their mark on (present, absent, late, excused, and back),
// shown as a word on a colour; a remark per student behind a button; the counts as they change;
// and one Save. A register saved before says who saved it and when, and asks why it changes.
import { useId, useState } from 'react';

import { Field } from '@/components/ui/field';
import { primaryButton } from '@/components/ui/styles';
import { useSchoolIdentity } from '@/lib/school';

import type { AttendanceStatus, ReadRegister, RegisterSave } from '../api';
import {
  STATUSES,
  STATUS_LABELS,
  STATUS_STYLES,
  countMarks,
  lastSaved,
  nextStatus,
  timeOf,
} from '../marks';
import type { PendingSave } from '../pending';

export interface Mark {
  status: AttendanceStatus;
  remark: string;
}

/** The marks the screen starts from: a save kept on the phone, else the saved marks. */
function startingMarks(read: ReadRegister, kept: PendingSave | undefined): Record<string, Mark> {
  const marks: Record<string, Mark> = {};
  for (const line of read.register.lines) {
    marks[line.student_id] = { status: line.status ?? 'present', remark: line.remark ?? '' };
  }
  for (const mark of kept?.save.marks ?? []) {
    if (marks[mark.student_id]) {
      marks[mark.student_id] = { status: mark.status, remark: mark.remark ?? '' };
    }
  }
  return marks;
}

function StudentRow({
  name,
  admissionNumber,
  mark,
  onTap,
  onRemark,
}: {
  name: string;
  admissionNumber: string;
  mark: Mark;
  onTap: () => void;
  onRemark: (remark: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const remarkId = useId();
  const style = STATUS_STYLES[mark.status];
  return (
    <li className="py-1.5">
      <div className="flex items-stretch gap-2">
        <button
          type="button"
          onClick={onTap}
          className={`rounded-school flex min-h-14 min-w-0 flex-1 items-center justify-between gap-3 border-2 px-4 py-2 text-left select-none ${style.row}`}
        >
          <span className="min-w-0">
            <span className="block font-medium break-words">{name}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {admissionNumber}
            </span>
          </span>
          <span
            className={`w-20 shrink-0 rounded-full px-2 py-1 text-center text-sm font-semibold ${style.word}`}
          >
            {STATUS_LABELS[mark.status]}
          </span>
        </button>
        <button
          type="button"
          aria-label={`Remark for ${name}`}
          aria-expanded={open}
          aria-controls={open ? remarkId : undefined}
          onClick={() => setOpen((o) => !o)}
          className="rounded-school min-h-14 shrink-0 border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {mark.remark ? 'Remark ✎' : 'Remark'}
        </button>
      </div>
      {open ? (
        <div id={remarkId} className="mt-2">
          <Field
            label={`Remark for ${name} (optional)`}
            value={mark.remark}
            maxLength={200}
            onChange={(e) => onRemark(e.target.value)}
          />
        </div>
      ) : (
        mark.remark && (
          <p className="mt-1 px-1 text-sm text-slate-700 dark:text-slate-300">“{mark.remark}”</p>
        )
      )}
    </li>
  );
}

export function RegisterEditor({
  read,
  kept,
  saving,
  onSave,
}: {
  read: ReadRegister;
  /** A save of this register kept on the phone, not sent yet. */
  kept?: PendingSave;
  saving: boolean;
  onSave: (save: RegisterSave) => void;
}) {
  const { register } = read;
  const zone = useSchoolIdentity().timeZone;
  const [marks, setMarks] = useState(() => startingMarks(read, kept));
  const [reason, setReason] = useState(kept?.save.reason ?? '');
  const saved = lastSaved(register.lines);
  const counts = countMarks(register.lines.map((line) => marks[line.student_id].status));

  const change = (studentId: string, to: Partial<Mark>) =>
    setMarks((all) => ({ ...all, [studentId]: { ...all[studentId], ...to } }));

  if (register.lines.length === 0) {
    return <p className="mt-4">No student is enrolled in {register.class_name} this session.</p>;
  }

  const submit = () => {
    const body: RegisterSave = {
      class_id: register.class_id,
      date: register.date,
      marks: register.lines.map((line) => ({
        student_id: line.student_id,
        status: marks[line.student_id].status,
        remark: marks[line.student_id].remark.trim(),
      })),
      read_at: read.readAt,
    };
    if (saved && reason.trim()) body.reason = reason.trim();
    onSave(body);
  };

  return (
    <form
      className="mt-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {saved ? (
        <p className="text-sm">
          Saved by <span className="font-medium">{saved.by}</span> at{' '}
          {timeOf(saved.at, zone, register.date)}. Tap a student to correct their mark.
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Not marked yet: everyone starts present. Tap a student to change their mark.
        </p>
      )}
      <ul aria-label={`Students of ${register.class_name}`} className="mt-2">
        {register.lines.map((line) => (
          <StudentRow
            key={line.student_id}
            name={line.name}
            admissionNumber={line.admission_number}
            mark={marks[line.student_id]}
            onTap={() =>
              change(line.student_id, { status: nextStatus(marks[line.student_id].status) })
            }
            onRemark={(remark) => change(line.student_id, { remark })}
          />
        ))}
      </ul>
      {saved && (
        <div className="mt-4">
          <Field
            label="Reason for the changes (optional)"
            value={reason}
            maxLength={300}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      )}
      <div className="sticky bottom-0 -mx-4 mt-4 border-t border-slate-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:px-6 dark:border-slate-800 dark:bg-slate-900/95">
        <p role="status" aria-label="Counts" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {STATUSES.map((status) => (
            <span key={status}>
              {STATUS_LABELS[status]} <span className="font-semibold">{counts[status]}</span>
            </span>
          ))}
        </p>
        <button
          type="submit"
          disabled={saving}
          className={`${primaryButton} mt-2 min-h-12 w-full text-lg`}
        >
          {saving ? 'Saving…' : 'Save the register'}
        </button>
      </div>
    </form>
  );
}
