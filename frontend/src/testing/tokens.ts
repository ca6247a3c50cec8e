// Unsigned test tokens: the client only reads their expiry, the server checks signatures.
export function fakeToken(expiresInSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp, token_type: 'access' })}.signature`;
}

export function fakeUser(role = 'teacher') {
  return {
    id: '0190f0c2-0000-7000-8000-000000000001',
    username: `${role}.one`,
    email: `${role}@school.example`,
    first_name: 'Ada',
    last_name: 'Obi',
    role,
    is_active: true,
    is_staff: role === 'admin',
    is_superuser: false,
    email_verified: true,
    must_change_password: false,
    profile_picture: null,
    preferences: { theme: null, email_notifications: true, sms_notifications: true },
    last_login: null,
    date_joined: '2026-01-01T00:00:00Z',
  };
}
