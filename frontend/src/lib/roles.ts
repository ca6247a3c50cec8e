// The four roles (spec §1). The server's role is matched case-insensitively.
export const ROLES = ['student', 'teacher', 'parent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function parseRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : null;
}

export const ROLE_LABELS: Record<Role, string> = {
  student: 'Student',
  teacher: 'Teacher',
  parent: 'Parent',
  admin: 'Admin',
};
