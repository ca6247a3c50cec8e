// Writes a new announcement, or replaces one (decision 008): title, text, priority, audience,
// whether it is shown, and when it stops being shown.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { formatCount } from '@/lib/text';

import { useCreateAnnouncement } from '../api/create-announcement';
import type { Announcement, AnnouncementForm as Body } from '../api/types';
import { useReplaceAnnouncement } from '../api/update-announcement';
import {
  AUDIENCES,
  AUDIENCE_LABELS,
  PRIORITIES,
  PRIORITY_LABELS,
  fromLocalInput,
  toLocalInput,
} from '../labels';

function schemaFor(originalExpiry: string) {
  return z.object({
    title: z
      .string()
      .trim()
      .min(1, 'Enter a title.')
      .max(200, 'Keep the title to at most 200 characters.'),
    content: z
      .string()
      .trim()
      .min(1, 'Enter the announcement.')
      .max(10_000, 'Keep the announcement to at most 10,000 characters.'),
    priority: z.enum(['LOW', 'MEDIUM', 'HIGH']),
    target_audience: z.enum(['ALL', 'STUDENTS', 'TEACHERS', 'PARENTS']),
    is_active: z.boolean(),
    notify: z.boolean(),
    // A new or changed expiry must be in the future; an unchanged one may have passed.
    expires_at: z
      .string()
      .refine(
        (value) =>
          value === '' || value === originalExpiry || new Date(value).getTime() > Date.now(),
        'Choose a time in the future, or leave it empty to show it until you take it down.',
      ),
  });
}
type Values = z.infer<ReturnType<typeof schemaFor>>;

const FIELDS = [
  'title',
  'content',
  'priority',
  'target_audience',
  'is_active',
  'notify',
  'expires_at',
] as const;

export function AnnouncementForm({
  announcement,
  onDone,
}: {
  announcement: Announcement | null;
  onDone: () => void;
}) {
  const originalExpiry = toLocalInput(announcement?.expires_at ?? null);
  const create = useCreateAnnouncement();
  const replace = useReplaceAnnouncement();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schemaFor(originalExpiry)),
    defaultValues: {
      title: announcement?.title ?? '',
      content: announcement?.content ?? '',
      priority: announcement?.priority ?? 'MEDIUM',
      target_audience: announcement?.target_audience ?? 'ALL',
      is_active: announcement?.is_active ?? true,
      notify: false,
      expires_at: originalExpiry,
    },
  });

  const onSubmit = async (values: Values) => {
    const { notify, ...fields } = values;
    const body: Body = {
      ...fields,
      // Unchanged, the stored time goes back exactly (the input drops its seconds).
      expires_at:
        values.expires_at === ''
          ? null
          : values.expires_at === originalExpiry && announcement
            ? (announcement.expires_at ?? null)
            : fromLocalInput(values.expires_at),
    };
    try {
      if (announcement) {
        await replace.mutateAsync({ id: announcement.id, body });
        toast.success('The announcement is saved.');
      } else {
        const created = await create.mutateAsync({ ...body, notify });
        toast.success(
          created.messages > 0
            ? `The announcement is published, and ${formatCount(created.messages)} messages tell its audience.`
            : 'The announcement is published.',
        );
      }
      onDone();
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) {
        toast.error(
          errorMessage(error, 'The announcement could not be saved. Try again in a moment.'),
        );
      }
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={announcement ? `Edit ${announcement.title}` : 'New announcement'}
      className="rounded-school mt-4 space-y-4 border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 className="text-lg font-semibold">
        {announcement ? 'Edit the announcement' : 'New announcement'}
      </h2>
      <Field label="Title" error={errors.title?.message} {...register('title')} />
      <TextareaField
        label="Announcement"
        rows={6}
        error={errors.content?.message}
        {...register('content')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Priority"
          options={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
          error={errors.priority?.message}
          {...register('priority')}
        />
        <SelectField
          label="For"
          options={AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
          error={errors.target_audience?.message}
          {...register('target_audience')}
        />
        <Field
          label="Expires at (optional)"
          type="datetime-local"
          error={errors.expires_at?.message}
          {...register('expires_at')}
        />
      </div>
      <CheckboxField
        label="Shown"
        hint="Hidden announcements stay here but nobody else sees them."
        {...register('is_active')}
      />
      {!announcement && (
        <>
          <CheckboxField
            label="Tell them now"
            hint="Each person it is for gets it in the portal, and by e-mail and SMS as the school’s notification settings and their own preferences say."
            {...register('notify')}
          />
          {errors.notify?.message && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errors.notify.message}
            </p>
          )}
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : announcement ? 'Save' : 'Publish'}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
