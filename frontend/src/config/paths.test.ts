import { describe, expect, it } from 'vitest';

import { areaRole, canOpen, dashboardPath, loginPathFor, paths, pathWithin } from './paths';

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

describe('getHref', () => {
  it('gives the address of a page without parameters, with a query when asked', () => {
    expect(paths.admin.students.getHref()).toBe('/admin/students');
    expect(paths.admin.settings.getHref({ tab: 'academic' })).toBe('/admin/settings?tab=academic');
    expect(paths.admin.students.getHref({ class_id: ['a', 'b'], search: '', page: null })).toBe(
      '/admin/students?class_id=a&class_id=b',
    );
  });

  it("fills the pattern's parameters, encoded", () => {
    expect(paths.admin.editTeacher.path).toBe('/admin/teachers/:id/edit');
    expect(paths.admin.editTeacher.getHref({ id: 't1' })).toBe('/admin/teachers/t1/edit');
    expect(paths.teacher.classStudents.getHref({ classId: 'JSS 1/A' })).toBe(
      '/teacher/students/JSS%201%2FA',
    );
    expect(paths.admin.student.getHref({ id: 's1' }, { tab: 'parents' })).toBe(
      '/admin/students/s1?tab=parents',
    );
  });

  it('keeps every role area under its own prefix, which the guards rely on', () => {
    for (const role of ['admin', 'teacher', 'student', 'parent'] as const) {
      for (const route of Object.values(paths[role])) {
        expect(areaRole(route.path)).toBe(role);
      }
    }
  });

  it("gives the patterns the areas' own route tables match, below the area", () => {
    expect(pathWithin(paths.admin.root, paths.admin.editParent)).toBe('parents/:id/edit');
    expect(pathWithin(paths.teacher.root, paths.teacher.bio)).toBe('bio/:teacherId');
    expect(() => pathWithin(paths.teacher.root, paths.admin.students)).toThrow();
  });
});
