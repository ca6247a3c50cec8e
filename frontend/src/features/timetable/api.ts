// /api/lessons/ (decision 017): the lessons of the caller's reach, one term at a time (the
// current term unless named), filtered by class, teacher, room (the whole name, any case) and
// weekday. The server refuses a clash with 409 and a sentence naming the lesson already there;
// the screens show that sentence as it is. Below, what the admin's forms pick from: the classes,
// a class's subjects (each with its teacher), the active teachers and the school day's periods
// (the settings' period template).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { components } from '@/types/api.gen';
import type { Paginated } from '@/types/paginated';

type Schemas = components['schemas'];

export type Lesson = Schemas['Lesson'];
export type LessonInput = Schemas['LessonInput'];
export type LessonPatch = Schemas['LessonPatch'];
export type Weekday = Schemas['Weekday'];

// What the screens send: a new lesson may leave out its teacher (the subject's) and room, and a
// change names only what changes.
export type NewLesson = Pick<
  LessonInput,
  'class_subject_id' | 'weekday' | 'start_time' | 'end_time'
> &
  Partial<LessonInput>;
export type LessonChanges = Partial<LessonPatch>;

/** A week of lessons fits one page (product.md §1 allows 200). */
const WEEK = 200;

export type LessonParams = {
  class_id?: string;
  teacher_id?: string;
  /** A room's whole name, in any case. */
  room?: string;
  weekday?: Weekday;
};

export const lessonKeys = {
  all: ['lessons'] as const,
  list: (params: LessonParams) => [...lessonKeys.all, params] as const,
  page: () => [...lessonKeys.all, 'page'] as const,
};

export const lessonsQuery = (params: LessonParams) =>
  queryOptions({
    queryKey: lessonKeys.list(params),
    queryFn: async () =>
      (await api.get<Paginated<Lesson>>('/api/lessons/', { ...params, page_size: WEEK })).results,
  });

export function useLessons(params: LessonParams, enabled = true) {
  return useQuery({ ...lessonsQuery(params), enabled });
}

/** The signed-in teacher's own record id, to pick the lessons they teach. */
export function useMyTeacherId() {
  return useQuery({
    queryKey: ['lessons', 'my-teacher'],
    queryFn: async () => (await api.get<{ id: string }>('/api/teachers/me/')).id,
  });
}

/**
 * The term's first page of lessons, whatever their class (200, the most a page holds), with how
 * many there are in all: the rooms the timetable knows are read from it.
 */
export function useLessonPage() {
  return useQuery({
    queryKey: lessonKeys.page(),
    queryFn: () => api.get<Paginated<Lesson>>('/api/lessons/', { page_size: WEEK }),
  });
}

const lessonPath = (id: string) => `/api/lessons/${encodeURIComponent(id)}/`;

export function useAddLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewLesson) => api.post<Lesson>('/api/lessons/', input),
    onSuccess: () => void client.invalidateQueries({ queryKey: lessonKeys.all }),
  });
}

export function usePatchLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LessonChanges }) =>
      api.patch<Lesson>(lessonPath(id), body),
    onSuccess: () => void client.invalidateQueries({ queryKey: lessonKeys.all }),
  });
}

export function useRemoveLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(lessonPath(id)),
    onSuccess: () => void client.invalidateQueries({ queryKey: lessonKeys.all }),
  });
}

// What the admin's screen picks from. Their keys are not under `lessons`, so saving a lesson
// does not load them again.
type Named = { id: string; name: string };
export type ClassSubject = Pick<
  Schemas['ClassSubject'],
  'id' | 'subject_name' | 'teacher_id' | 'teacher_name'
>;
export type Teacher = Pick<Schemas['Teacher'], 'id' | 'first_name' | 'last_name'>;
export type SchoolPeriod = Schemas['SchoolPeriod'];

export function useClasses() {
  return useQuery({
    queryKey: ['lesson-lookups', 'classes'],
    queryFn: async () =>
      (await api.get<Paginated<Named>>('/api/classes/', { page_size: WEEK })).results,
  });
}

export function useClassSubjects(classId: string) {
  return useQuery({
    queryKey: ['lesson-lookups', 'class-subjects', classId],
    queryFn: async () =>
      (
        await api.get<Paginated<ClassSubject>>('/api/class-subjects/', {
          class_id: classId,
          page_size: WEEK,
        })
      ).results,
    enabled: Boolean(classId),
  });
}

export function useTeachers() {
  return useQuery({
    queryKey: ['lesson-lookups', 'teachers'],
    queryFn: async () =>
      (
        await api.get<Paginated<Teacher>>('/api/teachers/', {
          is_active: true,
          ordering: 'last_name',
          page_size: WEEK,
        })
      ).results,
  });
}

/**
 * The school day's periods and breaks, in order: the settings' `school_periods`, read from the
 * settings' own address (the settings feature's provider is not this feature's to import).
 * Empty when the settings have none.
 */
export function useSchoolPeriods(enabled = true) {
  return useQuery({
    queryKey: ['lesson-lookups', 'school-periods'],
    queryFn: async () =>
      (
        await api.get<Partial<Pick<Schemas['SchoolSettings'], 'school_periods'>>>(
          '/api/school-settings/school-settings/',
        )
      ).school_periods ?? [],
    enabled,
  });
}
