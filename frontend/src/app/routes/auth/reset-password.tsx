// /reset-password?token=...: the link of the reset e-mail; chooses a new password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { LOGIN_PATHS } from '@/config/paths';
import { api, errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';

import { AuthPage, Notice, primaryButton } from './auth-page';

const schema = z
  .object({ new_password: z.string().min(1, 'Enter a new password.'), confirm: z.string() })
  .refine((v) => v.new_password === v.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ.',
  });
type Values = z.infer<typeof schema>;

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema) });

  const onSubmit = async ({ new_password }: Values) => {
    setFailure(null);
    try {
      setDone(
        (
          await api.post<{ detail: string }>('/api/auth/password-reset/confirm/', {
            token,
            new_password,
          })
        ).detail,
      );
    } catch (error) {
      if (!applyServerErrors(error, setError, ['new_password'])) {
        setFailure(errorMessage(error, 'Your password could not be changed. Ask for a new link.'));
      }
    }
  };

  return (
    <AuthPage
      title="Choose a new password"
      lead="Every device signed in to your account will be signed out."
    >
      {done ? (
        <div className="space-y-4">
          <Notice tone="good">{done}</Notice>
          <Link className="text-primary dark:text-primary-soft underline" to={LOGIN_PATHS.student}>
            Go to sign-in
          </Link>
        </div>
      ) : !token ? (
        <Notice tone="bad">
          This link is incomplete. Open the whole link from the e-mail we sent you.
        </Notice>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          {failure && <Notice tone="bad">{failure}</Notice>}
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.new_password?.message}
            {...register('new_password')}
          />
          <Field
            label="New password again"
            type="password"
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          <button type="submit" disabled={isSubmitting} className={primaryButton}>
            {isSubmitting ? 'Saving…' : 'Save my new password'}
          </button>
        </form>
      )}
    </AuthPage>
  );
}
