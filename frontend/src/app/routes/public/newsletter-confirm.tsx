// /newsletter/confirm?token=...: the link of the newsletter's confirmation e-mail (double
// opt-in, decision 015).
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { api, errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/errors';

import { AuthPage, Notice } from '../auth/auth-page';

export default function NewsletterConfirm() {
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
      .post<{ detail: string }>('/api/newsletter/confirm/', { token })
      .then((answer) => !cancelled && setResult({ tone: 'good', text: answer.detail }))
      .catch(
        (error: unknown) =>
          !cancelled &&
          setResult({
            tone: 'bad',
            // The server says why on the token: used already, or replaced by a newer link.
            text:
              serverFieldErrors(error)?.token?.[0] ??
              errorMessage(error, 'This link could not be used. Subscribe again for a new one.'),
          }),
      );
    return () => {
      cancelled = true;
    };
  }, [token]);

  return (
    <AuthPage
      title="Confirm your newsletter subscription"
      lead={result ? 'The link from your e-mail.' : 'One moment while we check your link.'}
    >
      {result ? (
        <div className="space-y-4">
          <Notice tone={result.tone}>{result.text}</Notice>
          <Link className="text-primary dark:text-primary-soft underline" to={paths.home.getHref()}>
            Go to the school’s home page
          </Link>
        </div>
      ) : (
        <p role="status">Checking your link…</p>
      )}
    </AuthPage>
  );
}
