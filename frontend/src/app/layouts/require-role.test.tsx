import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { AuthProvider } from '@/lib/auth';
import { server } from '@/testing/server';
import { fakeToken, fakeUser } from '@/testing/tokens';

import { RequireRole } from './require-role';

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return (
    <p>
      at {location.pathname} from {from ?? 'nowhere'}
    </p>
  );
}

function renderAt(path: string) {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <RequireRole roles={['admin']}>
                <p>admin area</p>
              </RequireRole>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

function signedInAs(role: string) {
  localStorage.setItem('authToken', fakeToken(1800));
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('userData', JSON.stringify(fakeUser(role)));
  server.use(http.get('*/api/profiles/me/', () => HttpResponse.json(fakeUser(role))));
}

describe('RequireRole (spec §2)', () => {
  it('sends a visitor to the sign-in page of the area, remembering where they were going', async () => {
    renderAt('/admin/students');

    expect(await screen.findByText('at /admin-login from /admin/students')).toBeInTheDocument();
  });

  it("shows 'Verifying access...' while the session is checked, then the page", async () => {
    signedInAs('admin');
    renderAt('/admin/students');

    expect(screen.getByText('Verifying access...')).toBeInTheDocument();
    expect(await screen.findByText('admin area')).toBeInTheDocument();
  });

  it('sends a user of another role to their own dashboard', async () => {
    signedInAs('teacher');
    renderAt('/admin/dashboard');

    expect(await screen.findByText('at /teacher/dashboard from nowhere')).toBeInTheDocument();
  });
});
