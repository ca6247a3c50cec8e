// Roles, permissions and the roles granted to admins (spec §7).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type {
  GrantBody,
  GrantPage,
  PermissionPage,
  RoleBody,
  RolePage,
  RoleRequest,
} from './types';

export const permissionsQuery = () =>
  queryOptions({
    queryKey: ['permissions'],
    queryFn: () => api.get<PermissionPage>('/api/school-settings/permissions/'),
    staleTime: Infinity,
  });

export const rolesQuery = () =>
  queryOptions({
    queryKey: ['roles'],
    queryFn: () => api.get<RolePage>('/api/school-settings/roles/'),
  });

export const grantsQuery = () =>
  queryOptions({
    queryKey: ['user-roles'],
    queryFn: () => api.get<GrantPage>('/api/school-settings/user-roles/'),
  });

export const usePermissions = () => useQuery(permissionsQuery());
export const useRoles = () => useQuery(rolesQuery());
export const useGrants = () => useQuery(grantsQuery());

export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: RoleRequest }) =>
      id
        ? api.put<RoleBody>(`/api/school-settings/roles/${id}/`, body)
        : api.post<RoleBody>('/api/school-settings/roles/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['roles'] }),
  });
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/school-settings/roles/${id}/`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['roles'] });
      void client.invalidateQueries({ queryKey: ['user-roles'] });
    },
  });
}

export function useGrantRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { user: string; role: string }) =>
      api.post<GrantBody>('/api/school-settings/user-roles/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['user-roles'] }),
  });
}

export function useRevokeGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/school-settings/user-roles/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['user-roles'] }),
  });
}
