import { describe, expect, it } from 'vitest';

import type { Dashboard } from '@/features/dashboard/api';

import { childrenByClass } from './family-pages';

describe("a family's pages", () => {
  it("name a parent's children by the class they are in", () => {
    const child = (name: string, classId: string | null) => ({
      name,
      class: classId ? { id: classId, name: 'JSS 1A' } : null,
    });
    const parent = {
      role: 'parent',
      children: [
        child('Tolu Bakare', 'c-1'),
        child('Kemi Bakare', 'c-1'),
        child('Ade Bakare', null),
      ],
    } as unknown as Dashboard;

    const of = childrenByClass(parent);
    expect(of('c-1')).toBe('Tolu Bakare and Kemi Bakare');
    expect(of('c-2')).toBeUndefined();
    // A student's dashboard, or none yet: no names.
    expect(childrenByClass({ role: 'student' } as unknown as Dashboard)('c-1')).toBeUndefined();
    expect(childrenByClass(undefined)('c-1')).toBeUndefined();
  });
});
