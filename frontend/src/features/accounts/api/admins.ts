// /api/admins/: list, add, change (activate, deactivate).
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { AccountListParams, AdminRequest, UserBody, UserPage } from './types';

export const adminsQuery = (params: AccountListParams) =>
  queryOptions({
    queryKey: ['admins', params],
    queryFn: () => api.get<UserPage>('/api/admins/', params),
    placeholderData: keepPreviousData,
  });

export function useAdmins(params: AccountListParams) {
  return useQuery(adminsQuery(params));
}

export function useCreateAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRequest) => api.post<UserBody>('/api/admins/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admins'] }),
  });
}

export function useSetAdminActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: string; active: boolean }): Promise<void> => {
      if (active) await api.patch<UserBody>(`/api/admins/${id}/`, { is_active: true });
      else await api.delete(`/api/admins/${id}/`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admins'] }),
  });
}
