// Where the session lives in the browser (spec §9): tokens under authToken and refreshToken,
// the user under userData, and what the user read last, for reading offline, under
// savedReads:<their id> (saved-reads.ts).
import type { components } from '@/types/api.gen';

import { type Role, parseRole } from './roles';
import { AUTH_TOKEN_KEY } from './api-client';

export type UserBody = components['schemas']['UserBody'];
export type VerificationStatus = components['schemas']['VerificationStatus'];
export type ContactInfo = components['schemas']['ContactInfo'];

/** The signed-in user as the client keeps it (spec §3 "User"). */
export type AuthUser = Omit<UserBody, 'role'> & {
  role: Role;
  profile?: UserBody;
  verification_status?: VerificationStatus;
  contact_info?: ContactInfo;
};

/** Whether `user` holds the admin permission `codename` (a superuser holds every one). */
export function may(user: AuthUser | null | undefined, codename: string): boolean {
  return Boolean(user?.is_superuser || user?.permissions?.includes(codename));
}

/** The access token's key, defined once beside the client that reads it (spec §9). */
export const TOKEN_KEY = AUTH_TOKEN_KEY;
export const REFRESH_KEY = 'refreshToken';
export const USER_KEY = 'userData';
export const PROFILE_KEY = 'userProfile';
/** Followed by the user's id: the answers kept for them to read offline (saved-reads.ts). */
export const SAVED_READS_PREFIX = 'savedReads:';

export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storedRefresh(): string | null {
  return localStorage.getItem(REFRESH_KEY);
}

export function storeTokens(access: string, refresh?: string | null) {
  localStorage.setItem(TOKEN_KEY, access);
  if (refresh) localStorage.setItem(REFRESH_KEY, refresh);
}

export function storedUser(): AuthUser | null {
  const text = localStorage.getItem(USER_KEY);
  if (!text) return null;
  try {
    const user = JSON.parse(text) as AuthUser;
    return parseRole(user.role) ? user : null;
  } catch {
    return null;
  }
}

export function storeUser(user: AuthUser) {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** Forgets the session after a failed sign-in. */
export function clearLoginData() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(REFRESH_KEY);
  localStorage.removeItem(USER_KEY);
}

/** Forgets every answer kept for reading offline, whoever it was kept for. */
export function clearSavedReads() {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) if (key?.startsWith(SAVED_READS_PREFIX)) localStorage.removeItem(key);
}

/** Forgets everything about the session (spec §9), and what was kept to read offline. */
export function clearAuthData() {
  clearLoginData();
  localStorage.removeItem(PROFILE_KEY);
  clearSavedReads();
  sessionStorage.clear();
}

/** When the token expires, in milliseconds since the epoch; null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Checks the sign-in answer (spec §5) and builds the user by role. */
export function readLoginResponse(data: unknown): {
  access: string;
  refresh?: string;
  user: AuthUser;
} {
  const body = (data ?? {}) as { access?: unknown; refresh?: unknown; user?: unknown };
  if (typeof body.access !== 'string' || !body.access) {
    throw new Error('No authentication token received from server');
  }
  if (!body.user || typeof body.user !== 'object') {
    throw new Error('No user data received from server');
  }
  const user = body.user as UserBody;
  if (!user.role) throw new Error('No role provided by server');
  const role = parseRole(user.role);
  if (!role) {
    throw new Error(
      `Invalid role received: ${String(user.role)}. Expected one of: student, teacher, parent, admin`,
    );
  }
  return {
    access: body.access,
    refresh: typeof body.refresh === 'string' ? body.refresh : undefined,
    user: { ...user, role },
  };
}
