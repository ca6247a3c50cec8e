// The sign-in pages: /login and one per role (spec §2). After signing in, the user goes back to
// the page they were sent from when their role may open it, else to their dashboard.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, type Location } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { LOGIN_PATHS, canOpen, dashboardPath, paths } from '@/config/paths';
import { useSettings } from '@/features/settings/settings-provider';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { applyServerErrors } from '@/lib/form-errors';
import { ROLES, ROLE_LABELS, type Role } from '@/lib/roles';

import { AuthPage, Notice, primaryButton } from './auth-page';

const schema = z.object({
  username: z.string().trim().min(1, 'Enter your username.'),
  password: z.string().min(1, 'Enter your password.'),
});
type Values = z.infer<typeof schema>;

function pageRole(pathname: string): Role | null {
  return ROLES.find((role) => LOGIN_PATHS[role] === pathname) ?? null;
}

export default function Login() {
  const location = useLocation();
  const navigate = useNavigate();
  const { status, user, login } = useAuth();
  const { settings } = useSettings();
  const [failure, setFailure] = useState<string | null>(null);
  // Once this page signs someone in it navigates itself; the redirect below is for visitors who
  // arrive already signed in.
  const [submitted, setSubmitted] = useState(false);
  const role = pageRole(location.pathname);
  const from = (location.state as { from?: Location } | null)?.from;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '' },
  });

  if (status === 'authenticated' && user && !submitted) {
    return <Navigate to={dashboardPath(user.role)} replace />;
  }

  const onSubmit = async (values: Values) => {
    setFailure(null);
    setSubmitted(true);
    try {
      const signedIn = await login(values.username, values.password);
      toast.success('Login successful!');
      const target =
        from && canOpen(signedIn.role, from.pathname)
          ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
          : dashboardPath(signedIn.role);
      navigate(target, { replace: true });
    } catch (error) {
      setSubmitted(false);
      if (applyServerErrors(error, setError, ['username', 'password'])) return;
      const message = errorMessage(error, 'Login failed. Please try again.');
      setFailure(message);
      toast.error(message);
    }
  };

  const title = role ? `${ROLE_LABELS[role]} sign-in` : 'Sign in';
  return (
    <AuthPage
      title={title}
      lead={`Sign in to ${settings.school_name} with the username the school gave you.`}
      after={
        <>
          <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
            <Link
              className="text-primary dark:text-primary-soft underline-offset-2 hover:underline"
              to={paths.forgotPassword.getHref()}
            >
              Forgot your password?
            </Link>
            <Link
              className="text-primary dark:text-primary-soft underline-offset-2 hover:underline"
              to={paths.resultCheck.getHref()}
            >
              Check a result with a scratch card
            </Link>
            {settings.allow_self_registration && (
              <Link
                className="text-primary dark:text-primary-soft underline-offset-2 hover:underline"
                to={paths.signup.getHref()}
              >
                Create an account
              </Link>
            )}
          </p>
          <nav
            aria-label="Other sign-in pages"
            className="mt-6 text-sm text-slate-600 dark:text-slate-400"
          >
            <p>Signing in as someone else?</p>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {ROLES.filter((r) => r !== role).map((r) => (
                <li key={r}>
                  <Link
                    className="text-primary dark:text-primary-soft underline-offset-2 hover:underline"
                    to={LOGIN_PATHS[r]}
                    state={location.state}
                  >
                    {ROLE_LABELS[r]} sign-in
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        {failure && <Notice tone="bad">{failure}</Notice>}
        <Field
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          error={errors.username?.message}
          {...register('username')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </AuthPage>
  );
}
