// /forgot-password: asks for a link to choose a new password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { api, errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';

import { AuthPage, Notice, primaryButton } from './auth-page';

const schema = z.object({
  email: z.email('Enter a valid e-mail address, such as name@example.com.'),
});
type Values = z.infer<typeof schema>;

export default function ForgotPassword() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema) });

  const onSubmit = async (values: Values) => {
    setFailure(null);
    try {
      setSent((await api.post<{ detail: string }>('/api/auth/password-reset/', values)).detail);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['email'])) {
        setFailure(errorMessage(error, 'The link could not be sent. Please try again.'));
      }
    }
  };

  return (
    <AuthPage title="Forgot your password?" lead="We will e-mail you a link to choose a new one.">
      {sent ? (
        <Notice tone="good">{sent}</Notice>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          {failure && <Notice tone="bad">{failure}</Notice>}
          <Field
            label="E-mail address"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <button type="submit" disabled={isSubmitting} className={primaryButton}>
            {isSubmitting ? 'Sending…' : 'Send me a link'}
          </button>
        </form>
      )}
    </AuthPage>
  );
}
