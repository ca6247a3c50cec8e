// /api/teachers/ (decisions/011): list, one teacher, add, change, delete, the bulk activation,
// deactivation and delete, and the export.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { api, apiUpload } from '@/lib/api-client';
import { download } from '@/lib/download';
import type { Paginated } from '@/types/paginated';
import type {
  TeacherBody,
  TeacherChange,
  TeacherImportResult,
  TeacherPatch,
  TeacherRequest,
} from '@/types/register';

/** The server's orders: `last_name`, `staff_number` or `hire_date`; `-` reverses. */
export type TeacherOrdering =
  'last_name' | '-last_name' | 'staff_number' | '-staff_number' | 'hire_date' | '-hire_date';

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

// ['teachers', 'detail', id]: under ['teachers'], so that every change refreshes it too.
export const teacherQuery = (id: string) =>
  queryOptions({
    queryKey: ['teachers', 'detail', id],
    queryFn: ({ signal }) =>
      api.get<TeacherBody>(`/api/teachers/${encodeURIComponent(id)}/`, undefined, { signal }),
  });

export function useTeacher(id: string) {
  return useQuery(teacherQuery(id));
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

/** One transaction: every teacher is activated (or deactivated), or none is. */
export function useBulkSetTeachersActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, active }: { ids: string[]; active: boolean }) => {
      const items: TeacherChange[] = ids.map((id) => ({ id, is_active: active }));
      return api.post<unknown>('/api/teachers/bulk_update/', { items });
    },
    onSuccess: () => refresh(client),
  });
}

/** One transaction: every teacher is deleted, or none is. */
export function useBulkDeleteTeachers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<unknown>('/api/teachers/bulk_delete/', { items: ids }),
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

/** Sends the CSV file as the multipart field `file`; all lines are imported, or none. */
export function useImportTeachers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiUpload<TeacherImportResult>('/api/teachers/import/', form);
    },
    onSuccess: () => refresh(client),
  });
}
