// A student's days (decisions/019): GET /api/attendance/student/ answers the range's school days
// up to today, its holidays, the student's marks, the counts and the rate (present or late, of
// the days marked), for anyone who may see the student (404 for others). Without `from` and `to`
// the range is the current term from its first day to today (before the term begins, its first
// day with no school day yet). Shared by the family dashboards' calendar and the student's record.
import { useQuery } from '@tanstack/react-query';

import { ApiError, api } from '@/lib/api-client';
import type { StudentDays } from '@/types/attendance';

export interface DaysRange {
  from?: string;
  to?: string;
}

export const studentDaysKeys = {
  // Under ['attendance'], so that a saved register refreshes the calendars too.
  days: (studentId: string, range: DaysRange = {}) =>
    ['attendance', 'student-days', studentId, range] as const,
};

/** A student's days over `range` (the current term so far by default). */
export function useStudentDays(studentId: string, range: DaysRange = {}) {
  return useQuery({
    queryKey: studentDaysKeys.days(studentId, range),
    queryFn: ({ signal }) =>
      api.get<StudentDays>(
        '/api/attendance/student/',
        { student_id: studentId, from: range.from, to: range.to },
        { signal },
      ),
    // Neither a student out of reach (404) nor no current term (409) comes right by asking
    // again at once.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
