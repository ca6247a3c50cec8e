// /signup: a family or pupil makes their own account, when the school allows it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { LOGIN_PATHS } from '@/config/paths';
import { useSettings } from '@/features/settings/settings-provider';
import { api, errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';

import { AuthPage, Notice, primaryButton } from './auth-page';

const FIELDS = ['first_name', 'last_name', 'username', 'email', 'password'] as const;

export default function SignUp() {
  const { settings } = useSettings();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = z
    .object({
      first_name: z.string().trim().min(1, 'Enter your first name.'),
      last_name: z.string().trim().min(1, 'Enter your last name.'),
      username: z.string().trim().min(3, 'Use at least 3 characters.'),
      email: z.email('Enter a valid e-mail address, such as name@example.com.'),
      password: z
        .string()
        .min(
          settings.password_min_length,
          `Use at least ${settings.password_min_length} characters.`,
        ),
      confirm: z.string(),
    })
    .refine((v) => v.password === v.confirm, {
      path: ['confirm'],
      message: 'The two passwords differ.',
    });
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema) });

  if (!settings.allow_self_registration) {
    return (
      <AuthPage
        title="Create an account"
        lead={`${settings.school_name} makes accounts for its families and staff.`}
      >
        <p>Self sign-up is closed at this school. Ask the school office for an account.</p>
      </AuthPage>
    );
  }

  const onSubmit = async (values: Values) => {
    setFailure(null);
    const { first_name, last_name, username, email, password } = values;
    try {
      const answer = await api.post<{ detail: string }>('/api/auth/signup/', {
        first_name,
        last_name,
        username,
        email,
        password,
      });
      setDone(answer.detail);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) {
        setFailure(errorMessage(error, 'Your account could not be made. Please try again.'));
      }
    }
  };

  return (
    <AuthPage title="Create an account" lead={`Make your own account at ${settings.school_name}.`}>
      {done ? (
        <div className="space-y-4">
          <Notice tone="good">{done}</Notice>
          <Link className="text-primary dark:text-primary-soft underline" to={LOGIN_PATHS.student}>
            Go to sign-in
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          {failure && <Notice tone="bad">{failure}</Notice>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="First name"
              autoComplete="given-name"
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <Field
              label="Last name"
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </div>
          <Field
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            error={errors.username?.message}
            {...register('username')}
          />
          <Field
            label="E-mail address"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Field
            label="Password again"
            type="password"
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          <button type="submit" disabled={isSubmitting} className={primaryButton}>
            {isSubmitting ? 'Creating…' : 'Create account'}
          </button>
        </form>
      )}
    </AuthPage>
  );
}
