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

    expect(startEarlyReads('/parent/dashboard')).toEqual({ role: 'parent', dashboard: true });

    expect(started()).toEqual([buildUrl('/api/profiles/me/'), buildUrl('/api/dashboard/')]);
  });

  it("reads the admin's dashboard at /admin too", () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    signedIn({ role: 'admin' });

    expect(startEarlyReads('/admin/')).toEqual({ role: 'admin', dashboard: true });

    expect(started()).toContain(buildUrl('/api/dashboard/'));
  });

  it('reads only the profile elsewhere, or before a temporary password is changed', () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    signedIn({ role: 'teacher' });
    expect(startEarlyReads('/teacher/attendance')).toEqual({ role: 'teacher', dashboard: false });
    expect(startEarlyReads('/student/dashboard')).toEqual({ role: 'teacher', dashboard: false });
    signedIn({ role: 'teacher', must_change_password: true });
    expect(startEarlyReads('/teacher/dashboard')).toEqual({ role: 'teacher', dashboard: false });

    expect(started()).toEqual(Array(3).fill(buildUrl('/api/profiles/me/')));
  });

  it('reads nothing without a stored session', () => {
    vi.spyOn(globalThis, 'fetch');

    expect(startEarlyReads('/parent/dashboard')).toBeNull();

    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
