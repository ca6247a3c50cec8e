// The signed-in parent's children, or the signed-in student's own record: GET /api/students/,
// which the server answers with only those (decisions/011, `Viewer`). Shared by a family's
// attendance and report cards pages, which ask once between them under one key; kept apart
// from the register's students.ts so the family's pages load nothing of the admin's screens.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Paginated } from '@/types/paginated';
import type { StudentBody } from '@/types/register';

/** More children than a family has: one page holds them all. */
const FAMILY_PAGE = 100;

// Under ['students'], so that a change to a student refreshes it too; the user's id keeps one
// person's records from showing to the next who signs in on the same page.
export const ownStudentsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['students', 'own', userId],
    queryFn: ({ signal }) =>
      api.get<Paginated<StudentBody>>(
        '/api/students/',
        { ordering: 'first_name', page_size: FAMILY_PAGE },
        { signal },
      ),
  });

/** `enabled` is false while the server would refuse (a temporary password not yet changed). */
export function useOwnStudents(userId: string, enabled = true) {
  return useQuery({ ...ownStudentsQuery(userId), enabled });
}
