// The accounts API's shapes, from the generated types.
import type { components } from '@/types/api.gen';

export type UserBody = components['schemas']['UserBody'];
export type UserPage = components['schemas']['Paginated_UserBody'];
export type RoleBody = components['schemas']['RoleBody'];
export type RolePage = components['schemas']['Paginated_RoleBody'];
export type PermissionPage = components['schemas']['Paginated_PermissionBody'];
export type GrantBody = components['schemas']['UserRoleBody'];
export type GrantPage = components['schemas']['Paginated_UserRoleBody'];
export type AdminRequest = components['schemas']['AdminRequest'];
export type RecoveryResponse = components['schemas']['RecoveryResponse'];
export type RoleRequest = components['schemas']['RoleRequest'];

export interface AccountListParams {
  search?: string;
  role?: string;
  is_active?: boolean;
  page?: number;
  page_size?: number;
  [key: string]: string | number | boolean | undefined;
}
