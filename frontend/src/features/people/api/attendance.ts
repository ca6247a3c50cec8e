// A student's attendance on their record (decisions/019): GET /api/attendance/student/ (the
// current term so far: school days, holidays, marks, counts and the rate) and GET
// /api/attendance/changes/ (the corrections of their marks, newest first; admins only, 403 for
// anyone else). The days come through the shared `@/lib/student-days`, under the same key as the
// family dashboards' calendar.
import { useQuery } from '@tanstack/react-query';

import { ApiError, api } from '@/lib/api-client';
import { useStudentDays } from '@/lib/student-days';
import type { MarkChange } from '@/types/attendance';

/** Neither a refusal (403, 404), no current term (409) nor a refused range (422) heals at once. */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

/** The student's current term so far, as the family dashboards read it. */
export function useStudentTerm(studentId: string) {
  return useStudentDays(studentId);
}

export function useMarkChanges(studentId: string) {
  return useQuery({
    queryKey: ['attendance', 'changes', studentId],
    queryFn: ({ signal }) =>
      api.get<MarkChange[]>('/api/attendance/changes/', { student_id: studentId }, { signal }),
    retry,
  });
}
