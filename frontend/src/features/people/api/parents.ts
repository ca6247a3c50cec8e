// /api/parents/ (decisions/011): list, one parent, add, change, delete, the bulk activation,
// deactivation and delete, export, and the links to their children; with the student search the
// forms use to find a child.
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
import type { Paginated } from '@/types/paginated';
import type {
  ChildLinkRequest,
  ParentBody,
  ParentChange,
  ParentPatch,
  ParentRequest,
  StudentBody,
} from '@/types/register';

/** The server's orders: `last_name` or `first_name`; `-` reverses. */
export type ParentOrdering = 'last_name' | '-last_name' | 'first_name' | '-first_name';

export type ParentListParams = {
  search?: string;
  student_id?: string;
  ordering?: ParentOrdering;
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

// ['parents', 'detail', id]: under ['parents'], so that every change refreshes it too.
export const parentQuery = (id: string) =>
  queryOptions({
    queryKey: ['parents', 'detail', id],
    queryFn: ({ signal }) =>
      api.get<ParentBody>(`/api/parents/${encodeURIComponent(id)}/`, undefined, { signal }),
  });

export function useParent(id: string) {
  return useQuery(parentQuery(id));
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

/** One transaction: every parent is activated (or deactivated), or none is. */
export function useBulkSetParentsActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, active }: { ids: string[]; active: boolean }) => {
      const items: ParentChange[] = ids.map((id) => ({ id, is_active: active }));
      return api.post<unknown>('/api/parents/bulk_update/', { items });
    },
    onSuccess: () => refresh(client),
  });
}

/** One transaction: every parent is deleted, or none is. */
export function useBulkDeleteParents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<unknown>('/api/parents/bulk_delete/', { items: ids }),
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
