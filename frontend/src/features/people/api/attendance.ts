// A student's attendance on their record (decisions/019): GET /api/attendance/student/ (the
// current term so far: school days, holidays, marks, counts and the rate) and GET
// /api/attendance/changes/ (the corrections of their marks, newest first; admins only, 403 for
// anyone else). The attendance feature reads the same days for the family dashboards under the
// same key; features do not import each other, so each asks for itself.
import { useQuery } from '@tanstack/react-query';

import { ApiError, api } from '@/lib/api-client';
import type { MarkChange, StudentDays } from '@/types/attendance';

/** Neither a refusal (403, 404), no current term (409) nor a refused range (422) heals at once. */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

// Under ['attendance'], so that a saved register refreshes the record too.
export function useStudentTerm(studentId: string) {
  return useQuery({
    queryKey: ['attendance', 'student-days', studentId, {}],
    queryFn: ({ signal }) =>
      api.get<StudentDays>('/api/attendance/student/', { student_id: studentId }, { signal }),
    retry,
  });
}

export function useMarkChanges(studentId: string) {
  return useQuery({
    queryKey: ['attendance', 'changes', studentId],
    queryFn: ({ signal }) =>
      api.get<MarkChange[]>('/api/attendance/changes/', { student_id: studentId }, { signal }),
    retry,
  });
}
