import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUrl } from './api-client';
import { startEarlyReads } from './early-reads';

function signedIn(user: Record<string, unknown>) {
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem(
    'userData',
    JSON.stringify({ id: 'u1', username: 'x', first_name: 'X', ...user }),
  );
}

function started(): string[] {
  return vi.mocked(globalThis.fetch).mock.calls.map(([url]) => String(url));
}

afterEach(() => localStorage.clear());

describe('the reads started before the application renders', () => {
  it("reads the profile and the dashboard on the person's own dashboard", () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    signedIn({ role: 'parent' });

    startEarlyReads('/parent/dashboard');

    expect(started()).toEqual([buildUrl('/api/profiles/me/'), buildUrl('/api/dashboard/')]);
  });

  it("reads the admin's dashboard at /admin too", () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    signedIn({ role: 'admin' });

    startEarlyReads('/admin/');

    expect(started()).toContain(buildUrl('/api/dashboard/'));
  });

  it('reads only the profile elsewhere, or before a temporary password is changed', () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    signedIn({ role: 'teacher' });
    startEarlyReads('/teacher/attendance');
    startEarlyReads('/student/dashboard');
    signedIn({ role: 'teacher', must_change_password: true });
    startEarlyReads('/teacher/dashboard');

    expect(started()).toEqual(Array(3).fill(buildUrl('/api/profiles/me/')));
  });

  it('reads nothing without a stored session', () => {
    vi.spyOn(globalThis, 'fetch');

    startEarlyReads('/parent/dashboard');

    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
