// The notice under a lesson's form while it has a day and times: the lessons already there then
// for the same class, for the teacher who would teach it and for the room typed, read with the
// list's filters (class, teacher or room, and the day). Only a warning: the server refuses a
// clash itself on save, with its own sentence.
import { loadFailure } from '@/lib/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { useLessons } from '../api';
import { clashText, clashesOf, isSlot, type Slot } from '../clashes';

export function ClashNotice({
  slot,
  classId,
  teacherId,
  room,
  except,
}: {
  slot: Partial<Slot>;
  classId: string;
  /** The teacher who would teach the lesson: the one chosen, or the subject's. */
  teacherId: string | null;
  /** The room typed; empty is the class's own room, which nothing else uses. */
  room: string;
  /** The lesson being changed, which does not clash with itself. */
  except?: string;
}) {
  const typed = useDebouncedValue(room.trim());
  const ready = isSlot(slot);
  const weekday = slot.weekday;
  const ofClass = useLessons({ class_id: classId, weekday }, ready && Boolean(classId));
  const ofTeacher = useLessons(
    { teacher_id: teacherId ?? undefined, weekday },
    ready && Boolean(teacherId),
  );
  const ofRoom = useLessons({ room: typed, weekday }, ready && Boolean(typed));

  const failed = ofClass.error ?? ofTeacher.error ?? ofRoom.error;
  const clashes = ready
    ? clashesOf(
        slot,
        {
          class: classId ? ofClass.data : [],
          teacher: teacherId ? ofTeacher.data : [],
          room: typed ? ofRoom.data : [],
        },
        except,
      )
    : [];

  // The region stays in the page, so that a screen reader says what appears in it.
  return (
    <div role="status" className="mt-3 print:hidden">
      {clashes.length > 0 && (
        <p className="rounded-school bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          Clashes with: {clashes.map(clashText).join('; ')}. Choose another time, or change{' '}
          {clashes.length === 1 ? 'that lesson' : 'those lessons'} first.
        </p>
      )}
      {ready && failed && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {loadFailure(
            'The lessons to check for clashes',
            failed,
            'The server still checks when you save.',
          )}
        </p>
      )}
    </div>
  );
}
