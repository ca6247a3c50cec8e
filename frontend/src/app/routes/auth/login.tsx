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
import { useAuth } from '@/lib/auth';
import { applyServerErrors } from '@/lib/form-errors';
import { ROLES, ROLE_LABELS, type Role } from '@/lib/roles';

import { TopBar } from '../../layouts/top-bar';

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
      const message =
        error instanceof Error && error.message ? error.message : 'Login failed. Please try again.';
      setFailure(message);
      toast.error(message);
    }
  };

  const title = role ? `${ROLE_LABELS[role]} sign-in` : 'Sign in';
  return (
    <>
      <TopBar />
      <main className="mx-auto flex max-w-md flex-col px-4 py-12">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Sign in to {settings.school_name} with the username the school gave you.
        </p>
        <form
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          className="rounded-school shadow-school mt-6 space-y-4 border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          {failure && (
            <p
              role="alert"
              className="rounded-school bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {failure}
            </p>
          )}
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
          <button
            type="submit"
            disabled={isSubmitting}
            className="bg-primary rounded-school w-full px-4 py-2.5 font-medium text-white hover:opacity-90 disabled:opacity-60"
          >
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
        <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
          <Link
            className="text-primary underline-offset-2 hover:underline"
            to={paths.forgotPassword}
          >
            Forgot your password?
          </Link>
          {settings.allow_self_registration && (
            <Link className="text-primary underline-offset-2 hover:underline" to={paths.signup}>
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
                  className="text-primary underline-offset-2 hover:underline"
                  to={LOGIN_PATHS[r]}
                  state={location.state}
                >
                  {ROLE_LABELS[r]} sign-in
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </>
  );
}
