// The term calendar's reads: a student's days (shared with the student's record, in
// `@/lib/student-days`) and what a refusal of them means.
import { ApiError } from '@/lib/api-client';

export { useStudentDays } from '@/lib/student-days';

/** No term is current (409): the school has not set one up. */
export function isNoCurrentTerm(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
