// /api/score-sheets/ (decisions/020): a class subject's score sheet for a term, read whole and
// saved a few rows at a time with the version it was read at (a save from an older version is
// refused, 409, so two tabs never overwrite each other silently), and submitted for approval.
// Totals, grades and positions come from the server's answers, never from the client. A sheet is
// of a term (`term_id`, the current term when left out): reads, saves and submissions all carry
// it when it is known. Below, the signed-in teacher's class subjects: the server answers a
// teacher's /api/class-subjects/ with those of their classes, and the teacher's own record says
// which of them are theirs; and the terms a sheet may be opened in (/api/sessions/).
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, api, apiRequest } from '@/lib/api-client';
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
export type Session = Schemas['Session'];
export type Term = Schemas['Term'];

/** The most a list answers at once (product.md §1): a teacher's class subjects fit in one page. */
const ALL = 200;

export const resultsKeys = {
  all: ['results'] as const,
  classSubjects: () => [...resultsKeys.all, 'class-subjects'] as const,
  sessions: () => [...resultsKeys.all, 'sessions'] as const,
  /** A sheet as read for `term` (a term's id; '' for the server's current term). */
  sheet: (classSubjectId: string, term = '') =>
    [...resultsKeys.all, 'sheet', classSubjectId, term] as const,
};

/** `term_id` in the query when a term is named; nothing (the current term) otherwise. */
const termParams = (termId: string) => (termId ? { term_id: termId } : undefined);

const sheetPath = (classSubjectId: string) =>
  `/api/score-sheets/${encodeURIComponent(classSubjectId)}/`;

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

/** A term a sheet may be opened in, named with its session: “Second Term, 2025/2026”. */
export interface TermChoice {
  term: Term;
  label: string;
}

/**
 * The terms of the current session and of the sessions before it (the server lists sessions
 * oldest first), the current session's first, each session's in order. Without a current
 * session, every term.
 */
export function termChoices(sessions: readonly Session[]): TermChoice[] {
  const current = sessions.findIndex((s) => s.is_current);
  const open = current < 0 ? sessions : sessions.slice(0, current + 1);
  return [...open]
    .reverse()
    .flatMap((session) =>
      [...session.terms]
        .sort((a, b) => a.position - b.position)
        .map((term) => ({ term, label: `${term.name}, ${session.name}` })),
    );
}

/** The current term among `choices`: the current session's current term. */
export function currentChoice(
  sessions: readonly Session[],
  choices: readonly TermChoice[],
): TermChoice | undefined {
  const session = sessions.find((s) => s.is_current);
  return choices.find((c) => c.term.is_current && (!session || c.term.session_id === session.id));
}

/** The sessions with their terms, the current ones flagged. */
export function useSessions() {
  return useQuery({
    queryKey: resultsKeys.sessions(),
    queryFn: ({ signal }) =>
      api.get<Paginated<Session>>('/api/sessions/', { page_size: ALL }, { signal }),
    select: (answer) => answer.results,
    staleTime: 60_000,
  });
}

/** A class subject's sheet for `term` (a term's id; '' for the server's current term). */
export const sheetQuery = (classSubjectId: string, term = '') =>
  queryOptions({
    queryKey: resultsKeys.sheet(classSubjectId, term),
    queryFn: ({ signal }) =>
      api.get<ScoreSheet>(sheetPath(classSubjectId), termParams(term), { signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    // The cells on the screen start from what was read: reading again while the teacher types
    // would not change them, and a newer sheet is asked for with Reload.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useSheet(classSubjectId: string, term = '') {
  return useQuery({ ...sheetQuery(classSubjectId, term), enabled: Boolean(classSubjectId) });
}

/** Saves some rows of a term's sheet; answers the sheet as stored. */
export function saveSheet(
  classSubjectId: string,
  termId: string,
  body: SheetSave,
): Promise<ScoreSheet> {
  return apiRequest<ScoreSheet>(sheetPath(classSubjectId), {
    method: 'PATCH',
    params: termParams(termId),
    body,
  });
}

/** Submits a term's sheet for approval; answers the sheet as stored. */
export function submitSheet(
  classSubjectId: string,
  termId: string,
  version: number,
): Promise<ScoreSheet> {
  return apiRequest<ScoreSheet>(`${sheetPath(classSubjectId)}submit/`, {
    method: 'POST',
    params: termParams(termId),
    body: { version },
  });
}
