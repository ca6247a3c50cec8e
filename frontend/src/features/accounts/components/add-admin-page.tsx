// /admin/admins/add: a superuser adds an admin, who chooses their own password at first sign-in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { panel, primaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';

import { useCreateAdmin } from '../api/admins';

const schema = z.object({
  first_name: z.string().trim().min(1, 'Enter the first name.'),
  last_name: z.string().trim().min(1, 'Enter the last name.'),
  username: z.string().trim().min(3, 'Use at least 3 characters.'),
  email: z.union([
    z.literal(''),
    z.email('Enter a valid e-mail address, such as name@example.com.'),
  ]),
  password: z.string().min(8, 'Use at least 8 characters.'),
  is_superuser: z.boolean(),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['first_name', 'last_name', 'username', 'email', 'password'] as const;

export default function AddAdminPage() {
  const navigate = useNavigate();
  const create = useCreateAdmin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', is_superuser: false },
  });

  const onSubmit = async (values: Values) => {
    try {
      const admin = await create.mutateAsync(values);
      toast.success(
        `${admin.username} is an admin now. Give them the password; they choose their own at first sign-in.`,
      );
      navigate(paths.admin.admins.getHref());
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) {
        toast.error(errorMessage(error, 'The admin could not be added. Try again in a moment.'));
      }
    }
  };

  return (
    <section className={panel} aria-labelledby="add-admin-heading">
      <h1 id="add-admin-heading" className="text-2xl font-bold">
        Add an admin
      </h1>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 max-w-xl space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <Field label="Last name" error={errors.last_name?.message} {...register('last_name')} />
        </div>
        <Field
          label="Username"
          autoCapitalize="none"
          error={errors.username?.message}
          {...register('username')}
        />
        <Field
          label="E-mail address"
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field
          label="First password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1" {...register('is_superuser')} />
          <span>
            Superuser
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              Holds every permission, and manages admins, roles and permissions.
            </span>
          </span>
        </label>
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? 'Adding…' : 'Add admin'}
        </button>
      </form>
    </section>
  );
}
