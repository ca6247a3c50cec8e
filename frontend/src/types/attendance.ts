// Attendance's shapes (docs/decisions/019), from the generated types, under the names the
// screens use. Shared here because the family dashboards (attendance) and the admin's student
// record (people) both show a student's term, and features do not import each other.
import type { components } from '@/types/api.gen';

type Schemas = components['schemas'];

export type AttendanceStatus = Schemas['AttendanceStatus'];
export type Tally = Schemas['Tally'];
/** A student's days over a range: school days, holidays, marks, counts and rate. */
export type StudentDays = Schemas['StudentDays'];
export type DayMark = Schemas['DayMark'];
export type Holiday = Schemas['Holiday'];
/** One correction of a mark, from the audit log. */
export type MarkChange = Schemas['MarkChange'];
