// /api/attendance/ (decisions/019): a class's register for a school day, read and saved whole
// (every student once, under an idempotency key new for each save, with the time the register
// was read, so that a save kept on a phone never overwrites a newer one: 409 naming who changed
// it), and a student's days in the term. A day that is no school day (a weekend, a holiday, a
// day ahead or outside the term) is refused with 422 and a sentence on `date`. Below, the
// teacher's classes (the server answers a teacher's /api/classes/ with theirs only) and a
// family's own students, for the dashboards' card (whose student's term is read by
// calendar/calendar-api.ts).
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';

import { ApiError, api, errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/errors';
import type { components } from '@/types/api.gen';
import type { Paginated } from '@/types/paginated';
import type { ClassBody } from '@/types/register';

type Schemas = components['schemas'];

export type AttendanceStatus = Schemas['AttendanceStatus'];
export type Register = Schemas['Register'];
export type RegisterLine = Schemas['RegisterLine'];
export type RegisterSave = Schemas['RegisterSave'];
export type MarkInput = Schemas['MarkInput'];
export type SaveAnswer = Schemas['SaveAnswer'];
export type Tally = Schemas['Tally'];

/**
 * A register with the moment its reading started, sent back as a save's `read_at`: the server's
 * own (`register.read_at`, by the clock its marks are stamped with), so that a phone whose clock
 * is wrong never makes a newer correction look older. The device's clock stands in only for a
 * server that does not say.
 */
export interface ReadRegister {
  register: Register;
  readAt: string;
}

/** The most a list answers at once (product.md §1): a teacher's classes fit in one page. */
const ALL = 200;

export const attendanceKeys = {
  all: ['attendance'] as const,
  classes: () => [...attendanceKeys.all, 'classes'] as const,
  register: (classId: string, date: string) =>
    [...attendanceKeys.all, 'register', classId, date] as const,
};

/** Whether `error` is the server's refusal of the day itself (422 on `date`). */
export function isDayRefused(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 422 && Boolean(serverFieldErrors(error)?.date)
  );
}

/**
 * The sentence for a refused read or save: the server's sentences on its fields (the day's
 * "Saturday is a weekend day: there is no register.", a remark too long, named by its student
 * through `lineName`), else its `detail`, else `fallback`.
 */
export function refusalSentence(
  error: unknown,
  fallback: string,
  lineName: (index: number) => string = (i) => `Student ${i + 1}`,
): string {
  const fields = serverFieldErrors(error);
  if (fields) {
    return Object.entries(fields)
      .map(([field, messages]) => {
        const line = /^marks\.(\d+)\./.exec(field);
        const text = messages.join(' ');
        return line ? `${lineName(Number(line[1]))}: ${text}` : text;
      })
      .join(' ');
  }
  return errorMessage(error, fallback);
}

/** The classes the signed-in teacher teaches (class teacher or subject teacher), by name. */
export function useMyClasses() {
  return useQuery({
    queryKey: attendanceKeys.classes(),
    queryFn: async () =>
      (
        await api.get<Paginated<Pick<ClassBody, 'id' | 'name'>>>('/api/classes/', {
          page_size: ALL,
          ordering: 'name',
        })
      ).results,
  });
}

/** A class's register for a day. Neither 404 nor a refused day comes right by asking again. */
export const registerQuery = (classId: string, date: string) =>
  queryOptions({
    queryKey: attendanceKeys.register(classId, date),
    queryFn: async ({ signal }): Promise<ReadRegister> => {
      // Taken before asking, so that a change made while the answer travels counts as newer.
      const asked = new Date().toISOString();
      const register = await api.get<Register>(
        '/api/attendance/register/',
        { class_id: classId, date },
        { signal },
      );
      return { register, readAt: register.read_at ?? asked };
    },
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    // The marks on the screen start from what was read: reading again while the teacher marks
    // (they switch apps, the signal comes back) would wipe their taps.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useRegister(classId: string, date: string, enabled = true) {
  return useQuery({ ...registerQuery(classId, date), enabled: enabled && Boolean(classId) });
}

/** Each of `classIds`' registers of `date`, one call each (a teacher has few classes). */
export function useRegisters(classIds: readonly string[], date: string) {
  return useQueries({ queries: classIds.map((id) => registerQuery(id, date)) });
}

/** Sends a save. A save sent again with the same key writes nothing and answers `repeated`. */
export function sendSave(save: RegisterSave): Promise<SaveAnswer> {
  return api.post<SaveAnswer>('/api/attendance/register/', save);
}
