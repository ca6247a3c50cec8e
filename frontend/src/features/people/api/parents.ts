// /api/parents/ (decisions/011): list, add, change (activate, deactivate), delete, export, and
// the links to their children; with the student search the forms use to find a child.
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

import type {
  ChildLinkRequest,
  Paginated,
  ParentBody,
  ParentPatch,
  ParentRequest,
  StudentBody,
} from './types';

export type ParentListParams = {
  search?: string;
  student_id?: string;
  ordering?: 'last_name' | '-last_name';
  page?: number;
  page_size?: number;
};

export const parentsQuery = (params: ParentListParams) =>
  queryOptions({
    queryKey: ['parents', params],
    queryFn: () => api.get<Paginated<ParentBody>>('/api/parents/', params),
    placeholderData: keepPreviousData,
  });

export function useParents(params: ParentListParams) {
  return useQuery(parentsQuery(params));
}

/** Parents appear on their children's records: a change to one refreshes the students too. */
function refresh(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['parents'] });
  void client.invalidateQueries({ queryKey: ['students'] });
}

export function useCreateParent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ParentRequest) => api.post<ParentBody>('/api/parents/', body),
    onSuccess: () => refresh(client),
  });
}

export function usePatchParent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ParentPatch }) =>
      api.patch<ParentBody>(`/api/parents/${id}/`, body),
    onSuccess: () => refresh(client),
  });
}

export function useDeleteParent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/parents/${id}/`),
    onSuccess: () => refresh(client),
  });
}

export function useLinkChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ parentId, body }: { parentId: string; body: ChildLinkRequest }) =>
      api.post<ParentBody>(`/api/parents/${parentId}/children/`, body),
    onSuccess: () => refresh(client),
  });
}

export function useUnlinkChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ parentId, studentId }: { parentId: string; studentId: string }) =>
      api.delete(`/api/parents/${parentId}/children/${studentId}/`),
    onSuccess: () => refresh(client),
  });
}

/** Saves the parents matching `params` (without paging) as a CSV file. */
export function exportParents(params: ParentListParams): Promise<void> {
  return download(
    '/api/parents/export/',
    { ...params, page: undefined, page_size: undefined },
    'parents.csv',
  );
}

/** The first few students whose name or admission number matches `search` (2+ letters). */
export function useStudentSearch(search: string) {
  const params = { search, page_size: 10 };
  return useQuery({
    queryKey: ['students', params],
    queryFn: () => api.get<Paginated<StudentBody>>('/api/students/', params),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
}
