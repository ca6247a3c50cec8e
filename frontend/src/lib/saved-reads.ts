// What the signed-in user read last, kept on the device so that a family on intermittent mobile
// data can read it offline (issue 21): the answers of a short list of reads (SAVED_READS), each
// with when it was saved, in localStorage under savedReads:<user id>. The API client hands every
// answer of a read to the keeper the signed-in pages install (readKeeper), and asks it for the
// last answer when the server cannot be reached; the page then shows that answer with a notice
// saying when it was saved (useSavedAt, components/ui/offline-notice.tsx). One person's answers
// are on the device at a time: signing in as someone else forgets the last person's, and
// signing out (or a session the server ended) forgets them all (auth-storage.ts). The service
// worker keeps only the app's own files, never an answer of the API.
import { useSyncExternalStore } from 'react';

import type { ReadKeeper } from './api-client';
import { SAVED_READS_PREFIX, storedToken, storedUser } from './auth-storage';
import type { Role } from './roles';

/** The reads whose answers are kept, by path, for every role unless `roles` names some. */
export const SAVED_READS: { path: RegExp; roles?: readonly Role[] }[] = [
  // The whole dashboard in one answer.
  { path: /^\/api\/dashboard\/$/ },
  // Timetables: the day's lessons on a dashboard, a teacher's or a class's week.
  { path: /^\/api\/lessons\/$/ },
  // The teacher's own record, by which their timetable is read.
  { path: /^\/api\/teachers\/me\/$/, roles: ['teacher'] },
  // A family's children (or a student's own record), whose report cards they open...
  { path: /^\/api\/students\/$/, roles: ['student', 'parent'] },
  // ...the terms each has a card in, and the cards.
  { path: /^\/api\/results\/students\/[^/]+\/(terms\/)?$/, roles: ['student', 'parent'] },
  { path: /^\/api\/school-settings\/announcements\/$/ },
];

/** The most answers kept for a user; past it, the oldest saved are forgotten first. */
export const MOST_SAVED = 40;

export interface SavedAnswer {
  /** When it was saved (RFC 3339). */
  saved_at: string;
  data: unknown;
}

type Answers = Record<string, SavedAnswer>;

const storageKey = (userId: string) => `${SAVED_READS_PREFIX}${userId}`;
const pathOf = (url: string) => new URL(url, window.location.origin).pathname;

/** Whether the answer to `url` is kept for a user of `role`. */
export function isSavedRead(url: string, role: Role): boolean {
  const path = pathOf(url);
  return SAVED_READS.some(
    (read) => read.path.test(path) && (!read.roles || read.roles.includes(role)),
  );
}

/** Every answer kept for `userId`, by URL; none when what is stored cannot be read. */
export function savedAnswers(userId: string): Answers {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(
        ([, answer]) => typeof (answer as Partial<SavedAnswer>)?.saved_at === 'string',
      ),
    ) as Answers;
  } catch {
    return {};
  }
}

/**
 * Keeps `data` as `userId`'s answer to `url`, saved `now`, with their MOST_SAVED newest. When
 * the device's storage is full, fewer are kept, the oldest forgotten first; when even this one
 * does not fit, what was kept before stays as it was.
 */
export function saveAnswer(userId: string, url: string, data: unknown, now = new Date()) {
  const answers = { ...savedAnswers(userId), [url]: { saved_at: now.toISOString(), data } };
  const newest = Object.entries(answers).sort(([, a], [, b]) =>
    b.saved_at.localeCompare(a.saved_at),
  );
  for (let kept = Math.min(newest.length, MOST_SAVED); kept > 0; kept = Math.floor(kept / 2)) {
    try {
      localStorage.setItem(
        storageKey(userId),
        JSON.stringify(Object.fromEntries(newest.slice(0, kept))),
      );
      return;
    } catch {
      // The storage is full: try again with the newer half.
    }
  }
}

// The answers on screen that came from the device rather than the server, by URL, with when
// they were saved: what the offline notice reads. Replaced, never changed, so that React sees
// each change.
let shown: ReadonlyMap<string, string> = new Map();
const listeners = new Set<() => void>();

function setShown(next: ReadonlyMap<string, string>) {
  shown = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forgets which answers on screen came from the device (the signed-in pages were left). */
export function forgetShown() {
  if (shown.size > 0) setShown(new Map());
}

/**
 * The keeper of `user`'s reads, for the API client (api-client.ts `keepReads`). Forgets every
 * other person's answers on the device. An answer is kept only while the session is still
 * theirs: one that lands after they signed out is dropped.
 */
export function readKeeper(user: { id: string; role: Role }): ReadKeeper {
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key?.startsWith(SAVED_READS_PREFIX) && key !== storageKey(user.id)) {
      localStorage.removeItem(key);
    }
  }
  forgetShown();
  return {
    answered(url, data) {
      if (shown.has(url)) {
        const next = new Map(shown);
        next.delete(url);
        setShown(next);
      }
      if (!isSavedRead(url, user.role) || !storedToken() || storedUser()?.id !== user.id) return;
      saveAnswer(user.id, url, data);
    },
    saved(url) {
      if (!isSavedRead(url, user.role)) return undefined;
      const answer = savedAnswers(user.id)[url];
      if (answer) setShown(new Map(shown).set(url, answer.saved_at));
      return answer;
    },
  };
}

/**
 * When the oldest answer on screen that came from the device was saved, among the reads whose
 * path starts with `path` (every read without one); null when all came from the server.
 */
export function useSavedAt(path?: string): Date | null {
  const current = useSyncExternalStore(subscribe, () => shown);
  let oldest: string | null = null;
  for (const [url, savedAt] of current) {
    if (path && !pathOf(url).startsWith(path)) continue;
    if (oldest === null || savedAt < oldest) oldest = savedAt;
  }
  return oldest === null ? null : new Date(oldest);
}

/** 'Saved at 14:05, Tue 24 Nov' (with the year when it is not this one). */
export function savedAtLabel(savedAt: Date, now = new Date()): string {
  const time = savedAt.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  const weekday = savedAt.toLocaleDateString('en-GB', { weekday: 'short' });
  const month = savedAt.toLocaleDateString('en-GB', { month: 'short' });
  const year = savedAt.getFullYear() === now.getFullYear() ? '' : ` ${savedAt.getFullYear()}`;
  return `Saved at ${time}, ${weekday} ${savedAt.getDate()} ${month}${year}`;
}
