// /api/results/ (decisions/021): a term's results by class, from the score sheets' approval to
// the report cards families read. The board of every class's sheets; publishing and
// unpublishing a class; a class's report cards (to check and print) and broadsheet; one
// student's card, the terms they have one in, and their term report (comments and ratings);
// the audit log of changes after publishing; the bank of reusable comments. Every figure is the
// server's: nothing here computes a total, a grade or a position.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, api, apiRequest } from '@/lib/api-client';
import type { components } from '@/types/api.gen';
import type { Paginated } from '@/types/paginated';

import { resultsKeys } from './api';

type Schemas = components['schemas'];

export type ResultsBoard = Schemas['ResultsBoard'];
export type ClassResults = Schemas['ClassResults'];
export type BoardSheet = Schemas['BoardSheet'];
export type ReportCard = Schemas['ReportCard'];
export type CardSubject = Schemas['CardSubject'];
export type CardTerm = Schemas['CardTerm'];
export type ClassCards = Schemas['ClassCards'];
export type Broadsheet = Schemas['Broadsheet'];
export type ReportSave = Schemas['ReportSave'];
export type Rating = Schemas['Rating'];
export type BankComment = Schemas['BankComment'];
export type CommentKind = Schemas['CommentKind'];
export type ResultChange = Schemas['ResultChange'];
export type SchoolClass = Schemas['Class'];

export const cardKeys = {
  all: [...resultsKeys.all, 'cards'] as const,
  board: (term: string) => [...cardKeys.all, 'board', term] as const,
  classCards: (classId: string, term: string) => [...cardKeys.all, 'class', classId, term] as const,
  broadsheet: (classId: string, term: string) =>
    [...cardKeys.all, 'broadsheet', classId, term] as const,
  changes: (classId: string, term: string, page: number) =>
    [...cardKeys.all, 'changes', classId, term, page] as const,
  card: (studentId: string, term: string) => [...cardKeys.all, 'card', studentId, term] as const,
  terms: (studentId: string) => [...cardKeys.all, 'terms', studentId] as const,
  bank: () => [...cardKeys.all, 'bank'] as const,
  taught: () => [...cardKeys.all, 'class-teacher-of'] as const,
};

/** `term_id` in the query when a term is named; the server's current term otherwise. */
export const termParams = (term: string) => (term ? { term_id: term } : undefined);

const classPath = (classId: string) => `/api/results/classes/${encodeURIComponent(classId)}/`;
const studentPath = (studentId: string) =>
  `/api/results/students/${encodeURIComponent(studentId)}/`;

/** A 4xx is an answer (no such card, not published yet): asking again would not change it. */
const retryServerErrors = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 2;

/** Every class's sheets in `term` (admins: every class; a teacher: their own sheets). */
export function useBoard(term: string) {
  return useQuery({
    queryKey: cardKeys.board(term),
    queryFn: ({ signal }) =>
      api.get<ResultsBoard>('/api/results/board/', termParams(term), { signal }),
    retry: retryServerErrors,
  });
}

export const classCardsQuery = (classId: string, term: string) =>
  queryOptions({
    queryKey: cardKeys.classCards(classId, term),
    queryFn: ({ signal }) =>
      api.get<ClassCards>(`${classPath(classId)}cards/`, termParams(term), { signal }),
    retry: retryServerErrors,
  });

export function useClassCards(classId: string, term: string) {
  return useQuery({ ...classCardsQuery(classId, term), enabled: Boolean(classId) });
}

export function useBroadsheet(classId: string, term: string) {
  return useQuery({
    queryKey: cardKeys.broadsheet(classId, term),
    queryFn: ({ signal }) =>
      api.get<Broadsheet>(`${classPath(classId)}broadsheet/`, termParams(term), { signal }),
    enabled: Boolean(classId),
    retry: retryServerErrors,
  });
}

/** The changes since publishing shown at once; the rest a page at a time. */
export const CHANGES_PAGE = 50;

export function useChanges(classId: string, term: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: cardKeys.changes(classId, term, page),
    queryFn: ({ signal }) =>
      api.get<Paginated<ResultChange>>(
        `${classPath(classId)}changes/`,
        { ...termParams(term), page, page_size: CHANGES_PAGE },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
    retry: retryServerErrors,
  });
}

/** A student's card in `term` ('' for the current term). */
export function useStudentCard(studentId: string, term: string, enabled = true) {
  return useQuery({
    queryKey: cardKeys.card(studentId, term),
    queryFn: ({ signal }) =>
      api.get<ReportCard>(studentPath(studentId), termParams(term), { signal }),
    enabled: enabled && Boolean(studentId),
    retry: retryServerErrors,
  });
}

/** The terms a student has a card in, newest first (families: the published ones). */
export function useStudentTerms(studentId: string, enabled = true) {
  return useQuery({
    queryKey: cardKeys.terms(studentId),
    queryFn: ({ signal }) =>
      api.get<Paginated<CardTerm>>(`${studentPath(studentId)}terms/`, undefined, { signal }),
    select: (answer) => answer.results,
    enabled: enabled && Boolean(studentId),
    retry: retryServerErrors,
  });
}

export function useCommentBank(enabled = true) {
  return useQuery({
    queryKey: cardKeys.bank(),
    queryFn: ({ signal }) =>
      api.get<Paginated<BankComment>>('/api/results/comments/', undefined, { signal }),
    select: (answer) => answer.results,
    enabled,
    staleTime: 60_000,
  });
}

export const publishClass = (classId: string, term: string) =>
  apiRequest<ClassResults>(`${classPath(classId)}publish/`, {
    method: 'POST',
    params: termParams(term),
  });

export const unpublishClass = (classId: string, term: string) =>
  apiRequest<ClassResults>(`${classPath(classId)}unpublish/`, {
    method: 'POST',
    params: termParams(term),
  });

const sheetPath = (classSubjectId: string) =>
  `/api/score-sheets/${encodeURIComponent(classSubjectId)}/`;

/** Approves a submitted sheet at the version the board showed. */
export const approveSheet = (classSubjectId: string, term: string, version: number) =>
  apiRequest<unknown>(`${sheetPath(classSubjectId)}approve/`, {
    method: 'POST',
    params: termParams(term),
    body: { version },
  });

/** Returns a submitted (or reopens an approved) sheet to its teacher with what to correct. */
export const returnSheet = (
  classSubjectId: string,
  term: string,
  version: number,
  reason: string,
) =>
  apiRequest<unknown>(`${sheetPath(classSubjectId)}return/`, {
    method: 'POST',
    params: termParams(term),
    body: { version, reason },
  });

/** Saves a student's term report; answers the card as it now stands. */
export const saveReport = (studentId: string, term: string, body: ReportSave) =>
  apiRequest<ReportCard>(studentPath(studentId), {
    method: 'PATCH',
    params: termParams(term),
    body,
  });

export const addBankComment = (kind: CommentKind, body: string) =>
  api.post<BankComment>('/api/results/comments/', { kind, body });

export const deleteBankComment = (id: string) =>
  api.delete(`/api/results/comments/${encodeURIComponent(id)}/`);

/**
 * The classes whose class teacher the signed-in teacher is: they write those classes' comments
 * and ratings and print their cards. None when the teacher has no record of their own.
 */
export function useClassTeacherOf() {
  return useQuery({
    queryKey: cardKeys.taught(),
    queryFn: async ({ signal }) => {
      const me = await api
        .get<{ id: string }>('/api/teachers/me/', undefined, { signal })
        .catch((error) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        });
      if (!me) return [];
      // The server filters: a school of 90 classes sends only the teacher's one or two.
      const classes = await api.get<Paginated<SchoolClass>>(
        '/api/classes/',
        { class_teacher_id: me.id, page_size: 200, ordering: 'name' },
        { signal },
      );
      return classes.results;
    },
  });
}
