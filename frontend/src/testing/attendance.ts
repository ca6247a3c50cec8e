// A student's term for the tests of the screens that show one (the dashboards' card, the admin's
// student record, the calendar itself), and the corrections of a mark.
import type { DayMark, MarkChange, StudentDays } from '@/types/attendance';

const SCHOOL_DAYS = [
  '2026-11-02',
  '2026-11-03',
  '2026-11-04',
  '2026-11-05',
  '2026-11-06',
  '2026-11-09',
  '2026-11-10',
  '2026-11-11',
  '2026-11-12',
  // Friday 13 November is Founders' Day.
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-23',
  '2026-11-24',
];

const EXCEPTIONS: Record<string, Omit<DayMark, 'date'> | null> = {
  '2026-11-10': { status: 'late', remark: 'Bus broke down' },
  '2026-11-11': { status: 'excused', remark: '' },
  // Monday 23 November: nobody marked the register.
  '2026-11-23': null,
  '2026-11-24': { status: 'absent', remark: 'Fever' },
};

/**
 * Monday 2 to Tuesday 24 November 2026 (today): 16 school days, Friday 13 a holiday; present
 * every day but late on the 10th, excused on the 11th, not marked on the 23rd and absent with a
 * fever on the 24th: 12 present, 1 late of 15 marked, 87%.
 */
export function studentDays(extra: Partial<StudentDays> = {}): StudentDays {
  const marks: DayMark[] = [];
  for (const date of SCHOOL_DAYS) {
    const exception = EXCEPTIONS[date];
    if (exception === null) continue;
    marks.push({ date, ...(exception ?? { status: 'present', remark: '' }) });
  }
  return {
    student_id: 'student-amara',
    from: '2026-11-02',
    to: '2026-11-24',
    school_days: SCHOOL_DAYS,
    holidays: [{ date: '2026-11-13', name: "Founders' Day" }],
    marks,
    tally: { days_open: 16, present: 12, absent: 1, late: 1, excused: 1 },
    rate: 87,
    ...extra,
  };
}

export function markChange(extra: Partial<MarkChange> = {}): MarkChange {
  return {
    date: '2026-11-10',
    from_status: 'absent',
    to_status: 'late',
    from_remark: '',
    to_remark: 'Bus broke down',
    reason: 'She came in at 9 with a note from her mother.',
    changed_by_name: 'Ada Obi',
    changed_at: '2026-11-10T12:15:00Z',
    ...extra,
  };
}
