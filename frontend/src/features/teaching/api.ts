// What the teacher's area reads and writes (docs/decisions/011). The server scopes every list to
// the signed-in teacher: their classes, those classes' students and subjects; any other record
// answers 404, which the pages show as "not one of yours".
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { ApiError, api } from '@/lib/api-client';
import type { Paginated } from '@/types/paginated';
import type { ClassBody, StudentBody, TeacherBody, TeacherPatch } from '@/types/register';

/** The most a list answers at once (product.md §1): a teacher's classes fit in one page. */
const ALL = 200;

/** Whether `error` is the server's "no such record, or not one you may see". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Retries a failed read once, but never a 404: asking again cannot make the record appear. */
function retryUnlessNotFound(failures: number, error: unknown): boolean {
  return !isNotFound(error) && failures < 1;
}

export const teachingKeys = {
  all: ['teaching'] as const,
  me: () => [...teachingKeys.all, 'me'] as const,
  teacher: (id: string) => [...teachingKeys.all, 'teacher', id] as const,
  classes: () => [...teachingKeys.all, 'classes'] as const,
  class: (id: string) => [...teachingKeys.all, 'class', id] as const,
  students: (params: StudentListParams) => [...teachingKeys.all, 'students', params] as const,
  student: (id: string) => [...teachingKeys.all, 'student', id] as const,
};

/** The signed-in teacher's own record, with the classes and subjects they teach. */
export const myTeacherQuery = () =>
  queryOptions({
    queryKey: teachingKeys.me(),
    queryFn: () => api.get<TeacherBody>('/api/teachers/me/'),
    retry: retryUnlessNotFound,
  });

export function useMyTeacher() {
  return useQuery(myTeacherQuery());
}

/** Any teacher's record, for their bio page. */
export const teacherQuery = (id: string) =>
  queryOptions({
    queryKey: teachingKeys.teacher(id),
    queryFn: () => api.get<TeacherBody>(`/api/teachers/${encodeURIComponent(id)}/`),
    retry: retryUnlessNotFound,
  });

export function useTeacher(id: string) {
  return useQuery(teacherQuery(id));
}

/** The classes the teacher is class teacher or subject teacher of. */
export const myClassesQuery = () =>
  queryOptions({
    queryKey: teachingKeys.classes(),
    queryFn: () =>
      api.get<Paginated<ClassBody>>('/api/classes/', { page_size: ALL, ordering: 'name' }),
  });

export function useMyClasses() {
  return useQuery(myClassesQuery());
}

/** One of the teacher's classes; 404 when it is not one of theirs. */
export const classQuery = (id: string) =>
  queryOptions({
    queryKey: teachingKeys.class(id),
    queryFn: () => api.get<ClassBody>(`/api/classes/${encodeURIComponent(id)}/`),
    retry: retryUnlessNotFound,
  });

export function useClass(id: string) {
  return useQuery(classQuery(id));
}

export type StudentListParams = {
  page: number;
  page_size: number;
  search?: string;
  class_id?: string;
  ordering?: string;
};

/** A page of the teacher's students, filtered on the server. */
export const studentsQuery = (params: StudentListParams) =>
  queryOptions({
    queryKey: teachingKeys.students(params),
    queryFn: () => api.get<Paginated<StudentBody>>('/api/students/', params),
    placeholderData: keepPreviousData,
    retry: retryUnlessNotFound,
  });

export function useStudents(params: StudentListParams) {
  return useQuery(studentsQuery(params));
}

/** One of the teacher's students; 404 when they are not in one of the teacher's classes. */
export const studentQuery = (id: string) =>
  queryOptions({
    queryKey: teachingKeys.student(id),
    queryFn: () => api.get<StudentBody>(`/api/students/${encodeURIComponent(id)}/`),
    retry: retryUnlessNotFound,
  });

export function useStudent(id: string) {
  return useQuery(studentQuery(id));
}

/** What a teacher may change of their own record (PATCH /api/teachers/me/). */
export type MyTeacherPatch = Required<
  Pick<TeacherPatch, 'phone' | 'qualification' | 'specialisation' | 'bio'>
>;

export function useUpdateMyTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MyTeacherPatch) => api.patch<TeacherBody>('/api/teachers/me/', body),
    onSuccess: (teacher) => {
      client.setQueryData(teachingKeys.me(), teacher);
      client.setQueryData(teachingKeys.teacher(teacher.id), teacher);
    },
  });
}
