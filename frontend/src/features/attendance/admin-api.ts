// The admin's attendance screen (/admin/attendance, issue 16): the whole school on a day (every
// class's register, marked or not, and the totals), a class over a range of days and a class's
// month as the register book shows it, each with its CSV, and a term's holidays, replaced whole
// (the server refuses the change to an admin without settings.change, and a holiday outside the
// term or listed twice with a sentence on `items.{i}.date`). The classes and the sessions with
// their terms are the pickers'.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, type QueryParams } from '@/lib/api-client';
import { download } from '@/lib/download';
import type { components } from '@/types/api.gen';
import type { Paginated } from '@/types/paginated';

import { attendanceKeys } from './api';

type Schemas = components['schemas'];

export type SchoolDay = Schemas['SchoolDay'];
export type ClassDay = Schemas['ClassDay'];
export type ClassSummary = Schemas['ClassSummary'];
export type StudentSummary = Schemas['StudentSummary'];
export type MonthSheet = Schemas['MonthSheet'];
export type MonthLine = Schemas['MonthLine'];
export type Holiday = Schemas['Holiday'];
export type HolidaysBody = Schemas['HolidaysBody'];
export type Session = Schemas['Session'];
export type Tally = Schemas['Tally'];
export type AttendanceStatus = Schemas['AttendanceStatus'];
export type Term = Schemas['Term'];

/** A class as the pickers show it. */
export type ClassChoice = { id: string; name: string };

/** The most a list answers at once (product.md §1). */
const MOST = 200;

/** A range of days; either end may be left out (the server then takes the term so far). */
export type Range = { from?: string; to?: string };

export const adminAttendanceKeys = {
  all: [...attendanceKeys.all, 'admin'] as const,
  day: (date: string) => [...adminAttendanceKeys.all, 'day', date] as const,
  classes: () => [...adminAttendanceKeys.all, 'classes'] as const,
  summary: (classId: string, range: Range) =>
    [...adminAttendanceKeys.all, 'summary', classId, range] as const,
  month: (classId: string, month: string) =>
    [...adminAttendanceKeys.all, 'month', classId, month] as const,
  sessions: () => [...adminAttendanceKeys.all, 'sessions'] as const,
  holidays: (termId: string) => [...adminAttendanceKeys.all, 'holidays', termId] as const,
};

/** Every page of a list, one call after another. */
async function allOf<T>(path: string, params: QueryParams, signal?: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get<Paginated<T>>(
      path,
      { ...params, page, page_size: MOST },
      { signal },
    );
    items.push(...answer.results);
    if (!answer.next || answer.results.length === 0) return items;
  }
}

/** The school on `date` (`YYYY-MM-DD`): every class's register and the totals. */
export function useSchoolDay(date: string) {
  return useQuery({
    queryKey: adminAttendanceKeys.day(date),
    queryFn: ({ signal }) => api.get<SchoolDay>('/api/attendance/day/', { date }, { signal }),
  });
}

/** Every class of the school, by name. */
export function useClassChoices() {
  return useQuery({
    queryKey: adminAttendanceKeys.classes(),
    queryFn: ({ signal }) =>
      allOf<ClassChoice>('/api/classes/', { ordering: 'name' }, signal).then((classes) =>
        classes.map(({ id, name }) => ({ id, name })),
      ),
    staleTime: 60_000,
  });
}

/** The range's ends the server is asked for: the empty ones left out. */
function rangeParams(range: Range): QueryParams {
  return { from: range.from || undefined, to: range.to || undefined };
}

/** Each student of a class over `range` (the current term so far when it is empty). */
export function useClassSummary(classId: string, range: Range) {
  return useQuery({
    queryKey: adminAttendanceKeys.summary(classId, range),
    queryFn: ({ signal }) =>
      api.get<ClassSummary>(
        '/api/attendance/summary/',
        { class_id: classId, ...rangeParams(range) },
        { signal },
      ),
    enabled: Boolean(classId),
  });
}

/** A class's `month` (`YYYY-MM`): each student's mark on each school day. */
export function useMonthSheet(classId: string, month: string) {
  return useQuery({
    queryKey: adminAttendanceKeys.month(classId, month),
    queryFn: ({ signal }) =>
      api.get<MonthSheet>('/api/attendance/month/', { class_id: classId, month }, { signal }),
    enabled: Boolean(classId && month),
  });
}

/** A file name's part from a class's name: "JSS 1A" as "jss-1a". */
function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'class'
  );
}

/** Saves the class's summary over `range` as a CSV file. */
export function exportSummary(
  klass: ClassChoice,
  range: { from: string; to: string },
): Promise<void> {
  return download(
    '/api/attendance/summary/export/',
    { class_id: klass.id, from: range.from, to: range.to },
    `attendance-${slug(klass.name)}-${range.from}-to-${range.to}.csv`,
  );
}

/** Saves the class's month as a CSV file (P, A, L or E per school day). */
export function exportMonth(klass: ClassChoice, month: string): Promise<void> {
  return download(
    '/api/attendance/month/export/',
    { class_id: klass.id, month },
    `attendance-${slug(klass.name)}-${month}.csv`,
  );
}

/** The sessions with their terms, the current ones flagged. */
export function useSessions() {
  return useQuery({
    queryKey: adminAttendanceKeys.sessions(),
    queryFn: ({ signal }) => allOf<Session>('/api/sessions/', {}, signal),
    staleTime: 60_000,
  });
}

/** A term's holidays, by date. */
export function useHolidays(termId: string) {
  return useQuery({
    queryKey: adminAttendanceKeys.holidays(termId),
    queryFn: ({ signal }) =>
      api.get<Holiday[]>('/api/attendance/holidays/', { term_id: termId }, { signal }),
    enabled: Boolean(termId),
  });
}

/**
 * Replaces a term's holidays with `items`; the answer is the list as stored (by date). Every
 * reading of the attendance may change with it (a holiday has no register).
 */
export function useSaveHolidays() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HolidaysBody) => api.put<Holiday[]>('/api/attendance/holidays/', body),
    onSuccess: (saved, body) => {
      const stored = adminAttendanceKeys.holidays(body.term_id);
      client.setQueryData(stored, saved);
      void client.invalidateQueries({
        queryKey: attendanceKeys.all,
        predicate: (query) => query.queryKey.join('\u0000') !== stored.join('\u0000'),
      });
    },
  });
}
