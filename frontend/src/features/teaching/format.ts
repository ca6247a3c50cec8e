// How the teacher's pages write people, dates and counts.
import type { Gender, StudentStatus, TeacherBody } from '@/types/register';

/** "Ada Obi", or `fallback` when both names are empty. */
export function fullName(first: string, last: string, fallback = '—'): string {
  return `${first} ${last}`.trim() || fallback;
}

/** "1 student", "32 students". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export const STATUS_LABELS: Record<StudentStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  withdrawn: 'Withdrawn',
  graduated: 'Graduated',
};

export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  '': 'Not given',
};

export interface SubjectGroup {
  subject_id: string;
  subject_name: string;
  classes: { class_subject_id: string; class_id: string; class_name: string }[];
}

/** The teacher's subjects, one entry per subject with the classes they teach it in, by name. */
export function subjectGroups(subjects: TeacherBody['subjects']): SubjectGroup[] {
  const groups = new Map<string, SubjectGroup>();
  for (const s of subjects) {
    const group = groups.get(s.subject_id) ?? {
      subject_id: s.subject_id,
      subject_name: s.subject_name,
      classes: [],
    };
    group.classes.push({
      class_subject_id: s.class_subject_id,
      class_id: s.class_id,
      class_name: s.class_name,
    });
    groups.set(s.subject_id, group);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
  return [...groups.values()]
    .map((g) => ({ ...g, classes: g.classes.sort((a, b) => byName(a.class_name, b.class_name)) }))
    .sort((a, b) => byName(a.subject_name, b.subject_name));
}
