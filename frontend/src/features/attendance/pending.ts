// Saves kept on the phone while it has no connection (decisions/019): each keeps the idempotency
// key and `read_at` it was made with, so that sending it later is taken once however often it is
// tried, and is refused (409) if someone changed the register after the teacher read it. They
// live in localStorage under `attendance.pending`, one list for the phone, each save with the
// account that made it: only that account sends it.
import { ApiError } from '@/lib/api-client';

import type { RegisterSave, SaveAnswer } from './api';

export const PENDING_KEY = 'attendance.pending';

/** A save made under an idempotency key, as it is sent. */
export type KeyedSave = RegisterSave & { idempotency_key: string };

export interface PendingSave {
  save: KeyedSave;
  class_name: string;
  /** The account that made the save. */
  user_id: string;
  /** When it was kept on the phone (RFC 3339). */
  kept_at: string;
}

function isPending(value: unknown): value is PendingSave {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<PendingSave>;
  return (
    typeof item.user_id === 'string' &&
    typeof item.class_name === 'string' &&
    typeof item.save === 'object' &&
    item.save !== null &&
    typeof item.save.idempotency_key === 'string' &&
    typeof item.save.class_id === 'string' &&
    typeof item.save.date === 'string' &&
    Array.isArray(item.save.marks)
  );
}

/** Every save kept on this phone, oldest first; nothing when the stored list is unreadable. */
export function readPending(): PendingSave[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isPending) : [];
  } catch {
    return [];
  }
}

function writePending(list: PendingSave[]): void {
  if (list.length === 0) localStorage.removeItem(PENDING_KEY);
  else localStorage.setItem(PENDING_KEY, JSON.stringify(list));
}

const sameRegister = (a: PendingSave, b: PendingSave) =>
  a.user_id === b.user_id && a.save.class_id === b.save.class_id && a.save.date === b.save.date;

/** Keeps `pending`; a newer save of the same register by the same account takes the older's place. */
export function keepPending(pending: PendingSave): void {
  writePending([...readPending().filter((p) => !sameRegister(p, pending)), pending]);
}

/** Forgets `userId`'s kept saves of a class's day: a newer save of theirs takes their place. */
export function dropPendingOf(userId: string, classId: string, date: string): void {
  writePending(
    readPending().filter(
      (p) => !(p.user_id === userId && p.save.class_id === classId && p.save.date === date),
    ),
  );
}

/** Forgets the save made under `key`. */
export function dropPending(key: string): void {
  writePending(readPending().filter((p) => p.save.idempotency_key !== key));
}

/** Whether the phone is known to be offline. */
export function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Whether a save failed for want of a connection (the API client's rule). */
export { isConnectionFailure } from '@/lib/api-client';

/**
 * Whether the server's answer to a kept save is final: it was refused for a reason sending it
 * again cannot change (a newer change, a day or student that is wrong, a class not theirs), so
 * the save is shown with the server's sentence and forgotten, never retried blindly. A session
 * to renew (401), a timeout or a busy server (408, 429, 5xx) leave it kept for the next try.
 */
export function isFinalRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

export type SendOutcome =
  | { kind: 'sent'; pending: PendingSave; answer: SaveAnswer; sentAt: string }
  | { kind: 'refused'; pending: PendingSave; error: unknown }
  /** Not sent this time, and kept: no connection yet, a busy server, a session to renew. */
  | { kind: 'stopped'; pending: PendingSave; error: unknown };

let running: Promise<void> | null = null;

/**
 * Sends `userId`'s kept saves one at a time, oldest first, through `send`: a save answered
 * (saved, or `repeated`: taken before) or finally refused is forgotten and reported to
 * `report`; the first that fails otherwise (no connection yet, a busy server) stops the round
 * and stays kept with those after it (reported as `stopped`). One round at a time: a call during a round waits for it.
 */
export function sendPending(
  userId: string,
  send: (save: KeyedSave) => Promise<SaveAnswer>,
  report: (outcome: SendOutcome) => void,
): Promise<void> {
  if (running) return running;
  running = (async () => {
    try {
      for (const pending of readPending().filter((p) => p.user_id === userId)) {
        const sentAt = new Date().toISOString();
        try {
          const answer = await send(pending.save);
          dropPending(pending.save.idempotency_key);
          report({ kind: 'sent', pending, answer, sentAt });
        } catch (error) {
          if (!isFinalRefusal(error)) {
            report({ kind: 'stopped', pending, error });
            return;
          }
          dropPending(pending.save.idempotency_key);
          report({ kind: 'refused', pending, error });
        }
      }
    } finally {
      running = null;
    }
  })();
  return running;
}
