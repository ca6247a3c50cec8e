// /verify-email?token=...: the link of the confirmation e-mail.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { LOGIN_PATHS } from '@/config/paths';
import { api, errorMessage } from '@/lib/api-client';

import { AuthPage, Notice } from './auth-page';

export default function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<{ tone: 'good' | 'bad'; text: string } | null>(
    token
      ? null
      : {
          tone: 'bad',
          text: 'This link is incomplete. Open the whole link from the e-mail we sent you.',
        },
  );

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    api
      .post<{ detail: string }>('/api/auth/verify-email/', { token })
      .then((answer) => !cancelled && setResult({ tone: 'good', text: answer.detail }))
      .catch(
        (error: unknown) =>
          !cancelled &&
          setResult({
            tone: 'bad',
            text: errorMessage(error, 'This link could not be used. Ask for a new one.'),
          }),
      );
    return () => {
      cancelled = true;
    };
  }, [token]);

  return (
    <AuthPage title="Confirm your e-mail address" lead="One moment while we check your link.">
      {result ? (
        <div className="space-y-4">
          <Notice tone={result.tone}>{result.text}</Notice>
          <Link className="text-primary dark:text-primary-soft underline" to={LOGIN_PATHS.student}>
            Go to sign-in
          </Link>
        </div>
      ) : (
        <p role="status">Checking your link…</p>
      )}
    </AuthPage>
  );
}
