// A signed-in session for component tests: stored tokens and user, and the profile call that
// verifies them at startup.
import { http, HttpResponse } from 'msw';

import { server } from './server';
import { fakeToken, fakeUser } from './tokens';

export function signedInAs(role: string, extra: Record<string, unknown> = {}) {
  const user = { ...fakeUser(role), ...extra };
  localStorage.setItem('authToken', fakeToken(1800));
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('userData', JSON.stringify(user));
  server.use(http.get('*/api/profiles/me/', () => HttpResponse.json(user)));
  return user;
}
