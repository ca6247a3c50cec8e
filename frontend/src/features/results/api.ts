// /api/score-sheets/ (decisions/020): a class subject's score sheet for a term, read whole and
// saved a few rows at a time with the version it was read at (a save from an older version is
// refused, 409, so two tabs never overwrite each other silently), and submitted for approval.
// Totals, grades and positions come from the server's answers, never from the client. Below, the
// signed-in teacher's class subjects: the server answers a teacher's /api/class-subjects/ with
// those of their classes, and the teacher's own record says which of them are theirs.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, api } from '@/lib/api-client';
import type { components } from '@/types/api.gen';
import type { Paginated } from '@/types/paginated';

type Schemas = components['schemas'];

export type ScoreSheet = Schemas['ScoreSheet'];
export type SheetLine = Schemas['SheetLine'];
export type SheetSave = Schemas['SheetSave'];
export type RowInput = Schemas['RowInput'];
export type Column = Schemas['Column'];
export type SheetStatus = Schemas['SheetStatus'];
export type ClassSubject = Schemas['ClassSubject'];

/** The most a list answers at once (product.md §1): a teacher's class subjects fit in one page. */
const ALL = 200;

export const resultsKeys = {
  all: ['results'] as const,
  classSubjects: () => [...resultsKeys.all, 'class-subjects'] as const,
  sheet: (classSubjectId: string) => [...resultsKeys.all, 'sheet', classSubjectId] as const,
};

/** Whether `error` is the server's "no such record, or not one you may see". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The signed-in teacher's record id, or null when it cannot be read (no record, a failure). */
async function myTeacherId(signal: AbortSignal): Promise<string | null> {
  try {
    return (await api.get<{ id: string }>('/api/teachers/me/', undefined, { signal })).id;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

/**
 * The class subjects the signed-in teacher teaches, by class then subject. Without their own
 * record, every class subject the server answers (those of their classes): a sheet that is not
 * theirs says so when opened.
 */
export function useMyClassSubjects() {
  return useQuery({
    queryKey: resultsKeys.classSubjects(),
    queryFn: async ({ signal }) => {
      const [list, teacherId] = await Promise.all([
        api.get<Paginated<ClassSubject>>('/api/class-subjects/', { page_size: ALL }, { signal }),
        myTeacherId(signal),
      ]);
      const mine = teacherId
        ? list.results.filter((cs) => cs.teacher_id === teacherId)
        : list.results;
      return [...mine].sort(
        (a, b) =>
          a.class_name.localeCompare(b.class_name) || a.subject_name.localeCompare(b.subject_name),
      );
    },
  });
}

/** A class subject's sheet for the current term. */
export const sheetQuery = (classSubjectId: string) =>
  queryOptions({
    queryKey: resultsKeys.sheet(classSubjectId),
    queryFn: ({ signal }) =>
      api.get<ScoreSheet>(`/api/score-sheets/${encodeURIComponent(classSubjectId)}/`, undefined, {
        signal,
      }),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    // The cells on the screen start from what was read: reading again while the teacher types
    // would not change them, and a newer sheet is asked for with Reload.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useSheet(classSubjectId: string) {
  return useQuery({ ...sheetQuery(classSubjectId), enabled: Boolean(classSubjectId) });
}

/** Saves some rows of a sheet; answers the sheet as stored. */
export function saveSheet(classSubjectId: string, body: SheetSave): Promise<ScoreSheet> {
  return api.patch<ScoreSheet>(`/api/score-sheets/${encodeURIComponent(classSubjectId)}/`, body);
}

/** Submits a sheet for approval; answers the sheet as stored. */
export function submitSheet(classSubjectId: string, version: number): Promise<ScoreSheet> {
  return api.post<ScoreSheet>(`/api/score-sheets/${encodeURIComponent(classSubjectId)}/submit/`, {
    version,
  });
}
