import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';

import type { SaveAnswer } from './api';
import {
  PENDING_KEY,
  keepPending,
  readPending,
  sendPending,
  type KeyedSave,
  type PendingSave,
  type SendOutcome,
} from './pending';
import { newKey } from './use-saves';

afterEach(() => vi.unstubAllGlobals());

function kept(key: string, extra: Partial<KeyedSave> = {}, user = 'user-1'): PendingSave {
  return {
    user_id: user,
    class_name: 'JSS 1A',
    kept_at: '2026-12-07T08:00:00Z',
    save: {
      class_id: 'class-1a',
      date: '2026-12-07',
      marks: [],
      idempotency_key: key,
      read_at: '2026-12-07T07:55:00Z',
      ...extra,
    },
  };
}

const ok = { repeated: false } as SaveAnswer;

describe('saves kept on the phone', () => {
  it("keeps a newer save of the same register in the older's place", () => {
    keepPending(kept('key-1'));
    keepPending(kept('key-2', { class_id: 'class-2b' }));
    keepPending(kept('key-3'));
    expect(readPending().map((p) => p.save.idempotency_key)).toEqual(['key-2', 'key-3']);
  });

  it('reads nothing from a stored list it cannot read', () => {
    localStorage.setItem(PENDING_KEY, '{not json');
    expect(readPending()).toEqual([]);
  });

  it("sends only the account's saves, forgets those answered or refused, and stops at a lost connection", async () => {
    keepPending(kept('key-a', { class_id: 'a' }));
    keepPending(kept('key-other', { class_id: 'b' }, 'user-2'));
    keepPending(kept('key-c', { class_id: 'c' }));
    keepPending(kept('key-d', { class_id: 'd' }));
    keepPending(kept('key-e', { class_id: 'e' }));
    const sent: string[] = [];
    const outcomes: SendOutcome['kind'][] = [];
    await sendPending(
      'user-1',
      async (save) => {
        sent.push(save.idempotency_key);
        if (save.class_id === 'c') throw new ApiError('Day refused', 422, '', {});
        if (save.class_id === 'd') throw new TypeError('Failed to fetch');
        return ok;
      },
      (outcome) => outcomes.push(outcome.kind),
    );
    expect(sent).toEqual(['key-a', 'key-c', 'key-d']);
    expect(outcomes).toEqual(['sent', 'refused', 'stopped']);
    expect(readPending().map((p) => p.save.idempotency_key)).toEqual([
      'key-other',
      'key-d',
      'key-e',
    ]);
  });

  it('keeps a save the server could not take now (busy, or a session to renew)', async () => {
    keepPending(kept('key-a'));
    for (const status of [401, 503]) {
      await sendPending(
        'user-1',
        async () => {
          throw new ApiError('No', status, '', {});
        },
        () => {},
      );
    }
    expect(readPending()).toHaveLength(1);
  });
});

describe('idempotency keys', () => {
  it('are new for each save, also where the browser has no randomUUID (plain HTTP)', () => {
    expect(newKey()).not.toBe(newKey());
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array),
    });
    const key = newKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(key).not.toBe(newKey());
  });
});
