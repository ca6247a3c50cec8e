// The signed-in user's own page: details, theme and password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { Avatar } from '@/components/ui/avatar';
import { Field } from '@/components/ui/field';
import { panel, primaryButton } from '@/components/ui/styles';
import { useSettings } from '@/features/settings/settings-provider';
import { USER_THEME_OPTIONS, useUserTheme } from '@/features/settings/user-theme';
import { api, apiUpload, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { storeTokens, type UserBody } from '@/lib/auth-storage';
import { applyServerErrors } from '@/lib/form-errors';
import { ROLE_LABELS } from '@/lib/roles';
import { useDates } from '@/lib/school';

import { SiteFooter } from '../layouts/site-footer';
import { TopBar } from '../layouts/top-bar';

const passwordSchema = z
  .object({
    current_password: z.string().min(1, 'Enter your current password.'),
    new_password: z.string().min(1, 'Enter a new password.'),
    confirm: z.string(),
  })
  .refine((v) => v.new_password === v.confirm, {
    path: ['confirm'],
    message: 'The two new passwords differ.',
  });
type PasswordValues = z.infer<typeof passwordSchema>;

function ChangePassword() {
  const { setUser } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { current_password: '', new_password: '', confirm: '' },
  });
  const onSubmit = async ({ current_password, new_password }: PasswordValues) => {
    try {
      const tokens = await api.post<{ access: string; refresh: string }>(
        '/api/auth/change-password/',
        {
          current_password,
          new_password,
        },
      );
      storeTokens(tokens.access, tokens.refresh);
      // The profile no longer asks for a new password.
      setUser(await api.get<UserBody>('/api/profiles/me/'));
      reset();
      toast.success('Your password is changed. You are signed out everywhere else.');
    } catch (error) {
      if (!applyServerErrors(error, setError, ['current_password', 'new_password'])) {
        toast.error(
          errorMessage(error, 'The password could not be changed. Try again in a moment.'),
        );
      }
    }
  };
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-4"
      aria-labelledby="password-heading"
    >
      <h2 id="password-heading" className="text-lg font-semibold">
        Change your password
      </h2>
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
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
        {isSubmitting ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}

function ThemeChoice() {
  const [theme, choose] = useUserTheme();
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-semibold">Theme</legend>
      {USER_THEME_OPTIONS.map(({ value, label }) => (
        <label key={value || 'school'} className="flex items-center gap-2">
          <input
            type="radio"
            name="theme"
            value={value}
            checked={theme === value}
            onChange={() => void choose(value)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

function Picture() {
  const { user, setUser } = useAuth();
  const { settings } = useSettings();
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  if (!settings.allow_profile_image_upload) return null;
  const upload = async (file: File) => {
    const max = settings.profile_image_max_size * 1024 * 1024;
    if (file.size > max) {
      toast.error(
        `The picture is larger than ${settings.profile_image_max_size} MB. Choose a smaller one.`,
      );
      return;
    }
    setBusy(true);
    const form = new FormData();
    form.append('profile_image', file);
    try {
      await apiUpload<{ profile_picture_url: string }>(
        '/api/profiles/profiles/upload_profile_picture/',
        form,
      );
      setUser(await api.get<UserBody>('/api/profiles/me/'));
      toast.success('Your picture is saved.');
    } catch (error) {
      toast.error(errorMessage(error, 'Your picture could not be saved. Try again in a moment.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar
        picture={user.profile_picture}
        name={user.first_name || user.username}
        size="size-20 text-2xl"
        alt="Your profile picture"
      />
      {/* Beside the picture while it fits, below it on a narrow phone. */}
      <label className="min-w-0 flex-1 basis-48 text-sm font-medium">
        {user.profile_picture ? 'Change your picture' : 'Add a picture'}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={busy}
          className="mt-1 block max-w-full text-sm"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
            e.target.value = '';
          }}
        />
        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
          PNG, JPEG, WebP or GIF, up to {settings.profile_image_max_size} MB.
        </span>
      </label>
    </div>
  );
}

export default function Profile() {
  const { user } = useAuth();
  const dates = useDates();
  if (!user) return null;
  const rows: [string, string][] = [
    ['Name', `${user.first_name} ${user.last_name}`.trim() || '—'],
    ['Username', user.username],
    ['E-mail', user.email || '—'],
    ['Role', ROLE_LABELS[user.role]],
    ['Last sign-in', dates.moment(user.last_login)],
  ];
  return (
    <>
      <TopBar />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <h1 className="text-3xl font-bold">Your profile</h1>
        <section className={panel} aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-lg font-semibold">
            Your details
          </h2>
          <div className="mt-4">
            <Picture />
          </div>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="font-medium break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={panel}>
          <ThemeChoice />
        </section>
        <section className={panel}>
          <ChangePassword />
        </section>
      </main>
      <SiteFooter variant="dashboard" />
    </>
  );
}
