// /api/users/: find any account, and recover its password.
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { AccountListParams, RecoveryResponse, UserPage } from './types';

export const usersQuery = (params: AccountListParams) =>
  queryOptions({
    queryKey: ['users', params],
    queryFn: () => api.get<UserPage>('/api/users/', params),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: AccountListParams, enabled: boolean) {
  return useQuery({ ...usersQuery(params), enabled });
}

export function useRecoverPassword() {
  return useMutation({
    mutationFn: ({ id, method }: { id: string; method: 'temporary_password' | 'reset_link' }) =>
      api.post<RecoveryResponse>(`/api/users/${id}/recover-password/`, { method }),
  });
}
