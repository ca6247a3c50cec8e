// /api/teachers/ (decisions/011): list, add, change (activate, deactivate), delete, export.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { download } from '@/lib/download';

import type { Paginated, TeacherBody, TeacherPatch, TeacherRequest } from './types';

export type TeacherOrdering = 'last_name' | 'staff_number' | 'hire_date' | '-hire_date';

export type TeacherListParams = {
  search?: string;
  is_active?: boolean;
  class_id?: string;
  subject_id?: string;
  ordering?: TeacherOrdering;
  page?: number;
  page_size?: number;
};

export const teachersQuery = (params: TeacherListParams) =>
  queryOptions({
    queryKey: ['teachers', params],
    queryFn: () => api.get<Paginated<TeacherBody>>('/api/teachers/', params),
    placeholderData: keepPreviousData,
  });

export function useTeachers(params: TeacherListParams) {
  return useQuery(teachersQuery(params));
}

/** The active teachers, for the selects that choose a class or subject teacher. */
export function useTeacherChoices() {
  return useQuery({
    ...teachersQuery({ is_active: true, ordering: 'last_name', page_size: 200 }),
    staleTime: 60_000,
  });
}

/** A teacher's name as the selects and tables show it. */
export function teacherLabel(teacher: TeacherBody): string {
  const name = `${teacher.first_name} ${teacher.last_name}`.trim() || teacher.username;
  return `${name} (${teacher.staff_number})`;
}

/** Teachers appear in classes and class subjects: a change to one refreshes those too. */
function refresh(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['teachers'] });
  void client.invalidateQueries({ queryKey: ['classes'] });
  void client.invalidateQueries({ queryKey: ['class-subjects'] });
}

export function useCreateTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TeacherRequest) => api.post<TeacherBody>('/api/teachers/', body),
    onSuccess: () => refresh(client),
  });
}

export function usePatchTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TeacherPatch }) =>
      api.patch<TeacherBody>(`/api/teachers/${id}/`, body),
    onSuccess: () => refresh(client),
  });
}

export function useDeleteTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/teachers/${id}/`),
    onSuccess: () => refresh(client),
  });
}

/** Saves the teachers matching `params` (without paging) as a CSV file. */
export function exportTeachers(params: TeacherListParams): Promise<void> {
  return download(
    '/api/teachers/export/',
    { ...params, page: undefined, page_size: undefined },
    'teachers.csv',
  );
}
