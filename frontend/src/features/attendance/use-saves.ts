// Saving registers from the marking page: sent at once when the phone has a connection, kept
// on the phone (pending.ts) when it has none, and the kept ones sent when the page opens and
// when the connection returns (the window's `online` event). What happens to a kept save is
// told on the page: sent, or refused with the server's sentence (and then forgotten).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError } from '@/lib/api-client';
import { dayInWords } from '@/lib/dates';
import { useAuth } from '@/lib/auth';

import {
  attendanceKeys,
  refusalSentence,
  sendSave,
  type ReadRegister,
  type RegisterSave,
  type SaveAnswer,
} from './api';

import {
  dropPendingOf,
  isConnectionFailure,
  keepPending,
  offline,
  readPending,
  sendPending,
  type KeyedSave,
  type PendingSave,
  type SendOutcome,
} from './pending';

export const KEPT_SENTENCE = 'Saved on this phone; it will be sent when the connection returns.';

export type SaveOutcome =
  { kind: 'saved'; answer: SaveAnswer } | { kind: 'kept' } | { kind: 'refused'; error: unknown };

export interface Notice {
  id: string;
  tone: 'done' | 'refused';
  text: string;
}

/**
 * A new idempotency key: one per save, kept with it however often it is sent. A browser gives
 * `randomUUID` only to a secure page (HTTPS or localhost); a school serving the portal over
 * plain HTTP gets a key of the same shape from `getRandomValues`, which every page has.
 */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function useAttendanceSaves() {
  const { user, requireLogin } = useAuth();
  const userId = user?.id ?? '';
  const client = useQueryClient();
  const [pending, setPending] = useState<PendingSave[]>(() =>
    readPending().filter((p) => p.user_id === userId),
  );
  const [notices, setNotices] = useState<Notice[]>([]);
  const [sending, setSending] = useState(false);

  const refresh = useCallback(
    () => setPending(readPending().filter((p) => p.user_id === userId)),
    [userId],
  );

  /** The register as the server stored it, read as of its `read_at` (or, failing that, `sentAt`). */
  const stored = useCallback(
    (answer: SaveAnswer, sentAt: string) => {
      const { register } = answer;
      client.setQueryData<ReadRegister>(attendanceKeys.register(register.class_id, register.date), {
        register,
        readAt: register.read_at ?? sentAt,
      });
    },
    [client],
  );

  const report = useCallback(
    (outcome: SendOutcome) => {
      const { pending: kept } = outcome;
      // The save was forgotten (sent or refused) before it is reported: the screen follows.
      refresh();
      const what = `The register of ${kept.class_name} for ${dayInWords(kept.save.date)} kept on this phone`;
      if (outcome.kind === 'sent') {
        stored(outcome.answer, outcome.sentAt);
        setNotices((all) => [
          ...all,
          { id: kept.save.idempotency_key, tone: 'done', text: `${what} has been sent.` },
        ]);
      } else if (outcome.kind === 'refused') {
        // Show what is stored now: the refusal is about it (a newer change, most often).
        void client.invalidateQueries({
          queryKey: attendanceKeys.register(kept.save.class_id, kept.save.date),
        });
        setNotices((all) => [
          ...all,
          {
            id: kept.save.idempotency_key,
            tone: 'refused',
            text: `${what} was not saved: ${refusalSentence(outcome.error, 'the server refused it.')}`,
          },
        ]);
      } else if (outcome.error instanceof ApiError && outcome.error.status === 401) {
        requireLogin();
      }
    },
    [client, stored, requireLogin, refresh],
  );

  // The latest `report`, for the listeners set up once.
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  }, [report]);

  /** Sends the kept saves of the signed-in account, if any. */
  const flush = useCallback(async () => {
    if (!userId || readPending().every((p) => p.user_id !== userId)) return;
    try {
      await sendPending(userId, sendSave, (outcome) => reportRef.current(outcome));
    } finally {
      refresh();
    }
  }, [userId, refresh]);

  /** The "Send now" button's: `flush`, saying it is sending meanwhile. */
  const sendNow = useCallback(async () => {
    setSending(true);
    try {
      await flush();
    } finally {
      setSending(false);
    }
  }, [flush]);

  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  /**
   * Sends `save` under a new key, or keeps it on the phone when there is no connection. A save
   * refused by the server is not kept: the teacher sees why and decides.
   */
  const save = useCallback(
    async (body: RegisterSave, className: string): Promise<SaveOutcome> => {
      const keyed: KeyedSave = { ...body, idempotency_key: newKey() };
      const keep = (): SaveOutcome => {
        try {
          keepPending({
            save: keyed,
            class_name: className,
            user_id: userId,
            kept_at: new Date().toISOString(),
          });
        } catch {
          // The phone's storage is full or shut (a private window).
          return {
            kind: 'refused',
            error: new Error(
              'there is no connection, and this phone would not keep the register. Save again once the connection returns.',
            ),
          };
        }
        refresh();
        return { kind: 'kept' };
      };
      // A save kept before for this register is overtaken: never send it after this one.
      dropPendingOf(userId, body.class_id, body.date);
      if (offline()) return keep();
      const sentAt = new Date().toISOString();
      try {
        const answer = await sendSave(keyed);
        refresh();
        stored(answer, sentAt);
        return { kind: 'saved', answer };
      } catch (error) {
        if (isConnectionFailure(error)) return keep();
        refresh();
        if (error instanceof ApiError && error.status === 401) requireLogin();
        return { kind: 'refused', error };
      }
    },
    [userId, refresh, stored, requireLogin],
  );

  const dismiss = useCallback(
    (id: string) => setNotices((all) => all.filter((n) => n.id !== id)),
    [],
  );

  return { pending, notices, sending, save, sendNow, dismiss };
}

export type AttendanceSaves = ReturnType<typeof useAttendanceSaves>;
