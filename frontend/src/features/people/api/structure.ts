// The academic structure (decisions/011): classes and the subjects they offer, the class levels
// and subjects the settings define, sessions and terms (their dates and current flags), and
// promotion at the end of a session.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { api, type QueryParams } from '@/lib/api-client';
import { settingsChangedOnTheServer } from '@/lib/school';
import type { Paginated } from '@/types/paginated';
import type {
  ClassBody,
  ClassRequest,
  ClassSubjectBody,
  ClassSubjectRequest,
  NamedItem,
  PromoteRequest,
  PromoteResult,
  SessionBody,
  SessionPatch,
  StudentBody,
  TermBody,
  TermPatch,
} from '@/types/register';

/** Every item of a collection, a page of 200 (the most the server gives) at a time. */
export async function fetchAll<T>(path: string, params: QueryParams = {}): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get<Paginated<T>>(path, { ...params, page, page_size: 200 });
    items.push(...answer.results);
    if (!answer.next || answer.results.length === 0) return items;
  }
}

// Reads.

export const classLevelsQuery = () =>
  queryOptions({
    queryKey: ['class-levels'],
    queryFn: () => fetchAll<NamedItem>('/api/class-levels/'),
    staleTime: 60_000,
  });

export const subjectsQuery = () =>
  queryOptions({
    queryKey: ['subjects'],
    queryFn: () => fetchAll<NamedItem>('/api/subjects/'),
    staleTime: 60_000,
  });

export const classesQuery = () =>
  queryOptions({
    queryKey: ['classes', 'all'],
    queryFn: () => fetchAll<ClassBody>('/api/classes/'),
  });

export type ClassSubjectFilter = { class_id?: string; subject_id?: string };

export const classSubjectsQuery = (filter: ClassSubjectFilter) =>
  queryOptions({
    queryKey: ['class-subjects', filter],
    queryFn: () => fetchAll<ClassSubjectBody>('/api/class-subjects/', filter),
  });

export const sessionsQuery = () =>
  queryOptions({
    queryKey: ['sessions'],
    queryFn: () => fetchAll<SessionBody>('/api/sessions/'),
  });

/** Every student of a class in the current session. */
export const classStudentsQuery = (classId: string) =>
  queryOptions({
    queryKey: ['students', { class_id: classId, all: true }],
    queryFn: () =>
      fetchAll<StudentBody>('/api/students/', { class_id: classId, ordering: 'last_name' }),
  });

export const useClassLevels = () => useQuery(classLevelsQuery());
export const useSubjects = () => useQuery(subjectsQuery());
export const useClasses = () => useQuery(classesQuery());
export const useSessions = () => useQuery(sessionsQuery());

export function useClassSubjects(filter: ClassSubjectFilter, enabled = true) {
  return useQuery({ ...classSubjectsQuery(filter), enabled });
}

export function useClassStudents(classId: string) {
  return useQuery({ ...classStudentsQuery(classId), enabled: Boolean(classId) });
}

/** The classes in the order of their levels (as the settings order them), then by name. */
export function sortClasses(classes: readonly ClassBody[], levels: readonly NamedItem[]) {
  const position = new Map(levels.map((level) => [level.id, level.position]));
  return [...classes].sort(
    (a, b) =>
      (position.get(a.level_id) ?? Number.MAX_SAFE_INTEGER) -
        (position.get(b.level_id) ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name, undefined, { numeric: true }),
  );
}

// Writes.

/** Classes, their subjects and their teachers show in one another: refresh them together. */
function refreshClasses(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['classes'] });
  void client.invalidateQueries({ queryKey: ['class-subjects'] });
  void client.invalidateQueries({ queryKey: ['teachers'] });
}

export type ClassPatch = Partial<ClassRequest>;

export function useCreateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassRequest) => api.post<ClassBody>('/api/classes/', body),
    onSuccess: () => refreshClasses(client),
  });
}

export function usePatchClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ClassPatch }) =>
      api.patch<ClassBody>(`/api/classes/${id}/`, body),
    onSuccess: () => refreshClasses(client),
  });
}

export function useDeleteClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/classes/${id}/`),
    onSuccess: () => refreshClasses(client),
  });
}

export function useCreateClassSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassSubjectRequest) =>
      api.post<ClassSubjectBody>('/api/class-subjects/', body),
    onSuccess: () => refreshClasses(client),
  });
}

export function useSetSubjectTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, teacherId }: { id: string; teacherId: string | null }) =>
      api.patch<ClassSubjectBody>(`/api/class-subjects/${id}/`, { teacher_id: teacherId }),
    onSuccess: () => refreshClasses(client),
  });
}

export function useDeleteClassSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/class-subjects/${id}/`),
    onSuccess: () => refreshClasses(client),
  });
}

/**
 * A session's dates and current flag show with its terms, and decide everyone's class. Every
 * calendar write also moves the settings' version on, and may change the session and term the
 * school announces (decisions/011): the page's settings are read again.
 */
function refreshSessions(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['sessions'] });
  void client.invalidateQueries({ queryKey: ['terms'] });
  settingsChangedOnTheServer();
}

export function usePatchSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SessionPatch }) =>
      api.patch<SessionBody>(`/api/sessions/${id}/`, body),
    onSuccess: () => refreshSessions(client),
  });
}

export function usePatchTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TermPatch }) =>
      api.patch<TermBody>(`/api/terms/${id}/`, body),
    onSuccess: () => refreshSessions(client),
  });
}

/** Makes a session (`kind` 'sessions') or a term ('terms') the current one. */
export function useMakeCurrent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'sessions' | 'terms'; id: string }) =>
      api.post<unknown>(`/api/${kind}/${id}/make_current/`),
    onSuccess: () => {
      refreshSessions(client);
      // The current session decides each student's class and each class's head count.
      void client.invalidateQueries({ queryKey: ['students'] });
      refreshClasses(client);
    },
  });
}

export function usePromote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, body }: { classId: string; body: PromoteRequest }) =>
      api.post<PromoteResult>(`/api/classes/${classId}/promote/`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['students'] });
      void client.invalidateQueries({ queryKey: ['enrolments'] });
      void client.invalidateQueries({ queryKey: ['classes'] });
    },
  });
}
