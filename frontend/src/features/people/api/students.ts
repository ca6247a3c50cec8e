// /api/students/ (decisions/011): the list with its filters, one student, add, change, delete,
// the bulk status change and delete, the CSV import and export; with the two lists the student
// screens choose from (the classes, and parents found by name).
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
  ClassBody,
  ImportResult,
  ParentBody,
  StudentBody,
  StudentPatch,
  StudentRequest,
  StudentStatus,
} from '@/types/register';

export type StudentOrdering =
  | 'last_name'
  | '-last_name'
  | 'admission_number'
  | '-admission_number'
  | 'admission_date'
  | '-admission_date';

export type StudentListParams = {
  search?: string;
  /** Repeated: students of any of these classes. */
  class_id?: string[];
  status?: StudentStatus;
  ordering?: StudentOrdering;
  page?: number;
  page_size?: number;
};

// Keys: ['students', 'list', params] and ['students', 'detail', id], so that invalidating
// ['students'] refreshes both, and no other screen's ['students', {...}] reads them.
export const studentsQuery = (params: StudentListParams) =>
  queryOptions({
    queryKey: ['students', 'list', params],
    queryFn: ({ signal }) => api.get<Paginated<StudentBody>>('/api/students/', params, { signal }),
    placeholderData: keepPreviousData,
  });

export function useStudents(params: StudentListParams) {
  return useQuery(studentsQuery(params));
}

export const studentQuery = (id: string) =>
  queryOptions({
    queryKey: ['students', 'detail', id],
    queryFn: ({ signal }) => api.get<StudentBody>(`/api/students/${id}/`, undefined, { signal }),
  });

export function useStudent(id: string) {
  return useQuery(studentQuery(id));
}

/** A student's record shows in class counts and parents' children: refresh those too. */
function refresh(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['students'] });
  void client.invalidateQueries({ queryKey: ['classes'] });
  void client.invalidateQueries({ queryKey: ['parents'] });
}

/** The record without the once-only password, which must not stay in the query cache. */
function withoutPassword(student: StudentBody): StudentBody {
  const copy = { ...student };
  delete copy.initial_password;
  return copy;
}

export function useCreateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentRequest) => api.post<StudentBody>('/api/students/', body),
    onSuccess: (student) => {
      client.setQueryData(studentQuery(student.id).queryKey, withoutPassword(student));
      refresh(client);
    },
  });
}

export function usePatchStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StudentPatch }) =>
      api.patch<StudentBody>(`/api/students/${id}/`, body),
    onSuccess: (student) => {
      client.setQueryData(studentQuery(student.id).queryKey, student);
      refresh(client);
    },
  });
}

export function useDeleteStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/students/${id}/`),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: studentQuery(id).queryKey });
      refresh(client);
    },
  });
}

/** One transaction: every student gets `status`, or none does. */
export function useBulkSetStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: StudentStatus }) =>
      api.post<unknown>('/api/students/bulk_update/', {
        items: ids.map((id) => ({ id, status })),
      }),
    onSuccess: () => refresh(client),
  });
}

/** One transaction: every student is deleted, or none is. */
export function useBulkDeleteStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<unknown>('/api/students/bulk_delete/', { items: ids }),
    onSuccess: () => refresh(client),
  });
}

/** Sends the CSV file as the multipart field `file`; all lines are imported, or none. */
export function useImportStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiUpload<ImportResult>('/api/students/import/', form);
    },
    onSuccess: () => refresh(client),
  });
}

/**
 * Saves the students matching `params` (every page) as students.csv. A mutation, so that a 401
 * offers to sign in again like any other call.
 */
export function useExportStudents() {
  return useMutation({
    mutationFn: (params: StudentListParams) =>
      download(
        '/api/students/export/',
        { ...params, page: undefined, page_size: undefined },
        'students.csv',
      ),
  });
}

/** The classes to choose from: one page of 200, the most a school has. */
export const classOptionsQuery = () =>
  queryOptions({
    queryKey: ['classes', 'options'],
    queryFn: () =>
      api.get<Paginated<ClassBody>>('/api/classes/', { page_size: 200, ordering: 'name' }),
    select: (page) => page.results,
    staleTime: 60_000,
  });

export function useClassOptions() {
  return useQuery(classOptionsQuery());
}

/** The first few parents whose name, e-mail or phone matches `search` (2+ letters). */
export function useParentSearch(search: string) {
  const params = { search, page_size: 10 };
  return useQuery({
    queryKey: ['parents', params],
    queryFn: ({ signal }) => api.get<Paginated<ParentBody>>('/api/parents/', params, { signal }),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
}
