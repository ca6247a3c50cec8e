// The parent's form, for adding and for editing: names, how they sign in (an e-mail address or a
// phone number), address and occupation, the children they are linked to with each one's
// relationship, and when adding, an optional first password. Checked before it is sent; the
// server's field errors land on their inputs, and any other refusal shows beneath the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import type { ParentBody, ParentChild, ParentPatch, ParentRequest } from '@/types/register';

import { ChildPicker, RelationshipOptions, studentSummary } from './child-picker';

const EITHER = 'Enter an e-mail address or a phone number: the parent signs in with one of them.';

const schema = z
  .object({
    first_name: z.string().trim().min(1, 'Enter the first name.').max(150, 'Keep it shorter.'),
    last_name: z.string().trim().min(1, 'Enter the last name.').max(150, 'Keep it shorter.'),
    email: z.union([
      z.literal(''),
      z.string().trim().pipe(z.email('Enter a valid e-mail address, such as name@example.com.')),
    ]),
    phone: z.string().trim().max(30, 'Keep the phone number to at most 30 characters.'),
    address: z.string().trim().max(500, 'Keep the address to at most 500 characters.'),
    occupation: z.string().trim().max(100, 'Keep the occupation to at most 100 characters.'),
    password: z.union([z.literal(''), z.string().min(8, 'Use at least 8 characters.')]),
    children: z.array(
      z.object({
        student_id: z.string(),
        summary: z.string(),
        relationship: z.string().trim().max(50, 'Keep it to at most 50 characters.'),
      }),
    ),
  })
  .superRefine((values, ctx) => {
    if (!values.email && !values.phone)
      ctx.addIssue({ code: 'custom', path: ['email'], message: EITHER });
  });
export type ParentValues = z.infer<typeof schema>;

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'occupation',
  'password',
] as const;

/** The fields a parent's record and the form share, compared when editing. */
const TEXT_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'address', 'occupation'] as const;

/** How a linked child is described: name, admission number and class. */
function childSummary(child: ParentChild): string {
  const klass = child.class_name ? `, ${child.class_name}` : '';
  return `${child.name} (${child.admission_number}${klass})`;
}

/** The form's values for `parent`, or empty ones for a new parent. */
function valuesOf(parent?: ParentBody): ParentValues {
  return {
    first_name: parent?.first_name ?? '',
    last_name: parent?.last_name ?? '',
    email: parent?.email ?? '',
    phone: parent?.phone ?? '',
    address: parent?.address ?? '',
    occupation: parent?.occupation ?? '',
    password: '',
    children: (parent?.children ?? []).map((child) => ({
      student_id: child.student_id,
      summary: childSummary(child),
      relationship: child.relationship,
    })),
  };
}

/** The new parent with their children; optional fields left empty are left out. */
export function toRequest(values: ParentValues): ParentRequest {
  const body: ParentRequest = { first_name: values.first_name, last_name: values.last_name };
  if (values.email) body.email = values.email;
  if (values.phone) body.phone = values.phone;
  if (values.address) body.address = values.address;
  if (values.occupation) body.occupation = values.occupation;
  if (values.password) body.password = values.password;
  if (values.children.length > 0)
    body.children = values.children.map((c) => ({
      student_id: c.student_id,
      relationship: c.relationship,
    }));
  return body;
}

/** What changed of `parent`'s own details, and only that. */
export function toPatch(values: ParentValues, parent: ParentBody): ParentPatch {
  const body: ParentPatch = {};
  for (const field of TEXT_FIELDS) {
    if (values[field] !== (parent[field] ?? '')) body[field] = values[field];
  }
  return body;
}

/**
 * How `parent`'s links to their children change: the children to link (new ones, and those
 * whose relationship changed, which linking again updates) and those to unlink.
 */
export function childChanges(values: ParentValues, parent: ParentBody) {
  const before = new Map(parent.children.map((c) => [c.student_id, c.relationship]));
  const kept = new Set(values.children.map((c) => c.student_id));
  return {
    link: values.children.filter((c) => before.get(c.student_id) !== c.relationship),
    unlink: parent.children.filter((c) => !kept.has(c.student_id)),
  };
}

interface ParentFormProps {
  /** The parent being edited; a new parent when absent (the form then asks for a password). */
  parent?: ParentBody;
  labelledBy: string;
  submitLabel: string;
  pendingLabel: string;
  /** Said when the server refuses without a sentence of its own. */
  failure: string;
  /** Saves the values; a refusal it throws is shown on the form. */
  onSubmit: (values: ParentValues) => Promise<void>;
}

export function ParentForm({
  parent,
  labelledBy,
  submitLabel,
  pendingLabel,
  failure,
  onSubmit,
}: ParentFormProps) {
  const relationships = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ParentValues>({ resolver: zodResolver(schema), defaultValues: valuesOf(parent) });
  const children = useFieldArray({ control, name: 'children', keyName: 'key' });

  const submit = async (values: ParentValues) => {
    setProblem(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) setProblem(errorMessage(error, failure));
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={handleSubmit(submit)}
      className="mt-6 max-w-2xl space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.first_name?.message} {...register('first_name')} />
        <Field label="Last name" error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Give an e-mail address or a phone number, or both. The parent signs in with the e-mail
        address, or with the phone number when there is no e-mail.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="E-mail address"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
        <Field
          label="Occupation (optional)"
          error={errors.occupation?.message}
          {...register('occupation')}
        />
      </div>
      <TextareaField
        label="Address (optional)"
        rows={2}
        error={errors.address?.message}
        {...register('address')}
      />

      <fieldset className="rounded-school border border-slate-200 p-4 dark:border-slate-700">
        <legend className="px-1 font-semibold">Children</legend>
        <RelationshipOptions id={relationships} />
        {children.fields.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {parent
              ? 'No child is linked. Find the student below to link one.'
              : 'No child linked yet. You can link children now or later from the parents list.'}
          </p>
        ) : (
          <ul className="space-y-3">
            {children.fields.map((child, index) => (
              <li key={child.key} className="flex flex-wrap items-end gap-3">
                <span className="min-w-48 flex-1 pb-2">{child.summary}</span>
                <Field
                  label={`Relationship to ${child.summary}`}
                  list={relationships}
                  placeholder="Mother, Father, Guardian…"
                  error={errors.children?.[index]?.relationship?.message}
                  {...register(`children.${index}.relationship`)}
                />
                <button
                  type="button"
                  className={`${secondaryButton} mb-0.5`}
                  aria-label={`Remove ${child.summary}`}
                  onClick={() => children.remove(index)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 max-w-md">
          <ChildPicker
            label="Add a child: find the student"
            exclude={children.fields.map((c) => c.student_id)}
            onPick={(student) =>
              children.append({
                student_id: student.id,
                summary: studentSummary(student),
                relationship: '',
              })
            }
          />
        </div>
      </fieldset>

      {!parent && (
        <div>
          <Field
            label="First password (optional)"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Leave it empty and a password is made for you and shown once. Either way the parent
            changes it at first sign-in.
          </p>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={primaryButton}>
        {isSubmitting ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
