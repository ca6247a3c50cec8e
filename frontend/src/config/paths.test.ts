import { describe, expect, it } from 'vitest';

import { canOpen, dashboardPath, loginPathFor } from './paths';

describe('paths', () => {
  it('chooses the sign-in page by the path prefix, students by default', () => {
    expect(loginPathFor('/admin/students')).toBe('/admin-login');
    expect(loginPathFor('/teacher/classes')).toBe('/teacher-login');
    expect(loginPathFor('/parent/dashboard')).toBe('/parent-login');
    expect(loginPathFor('/profile')).toBe('/student-login');
  });

  it('sends unknown roles home', () => {
    expect(dashboardPath('admin')).toBe('/admin/dashboard');
    expect(dashboardPath('principal')).toBe('/');
  });

  it('lets a role open public pages and its own area only', () => {
    expect(canOpen('teacher', '/teacher/classes')).toBe(true);
    expect(canOpen('teacher', '/admin/students')).toBe(false);
    expect(canOpen('parent', '/about')).toBe(true);
  });
});
