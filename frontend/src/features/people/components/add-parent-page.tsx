// /admin/parents/add: a parent, their sign-in account (username: the e-mail, else the phone)
// and the children they are linked to. Without a password the server makes one and answers it
// once, to be handed to the parent.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { TextareaField } from '@/components/ui/textarea-field';
import { applyServerErrors } from '@/lib/form-errors';

import { useCreateParent } from '../api/parents';
import type { ParentBody, ParentRequest } from '../api/types';
import { ChildPicker, RelationshipOptions, studentSummary } from './child-picker';
import { InitialPasswordBox, errorText, fullName } from './people-parts';

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
type Values = z.infer<typeof schema>;
const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'occupation',
  'password',
] as const;

const EMPTY: Values = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  address: '',
  occupation: '',
  password: '',
  children: [],
};

function toRequest(values: Values): ParentRequest {
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

export default function AddParentPage() {
  const navigate = useNavigate();
  const create = useCreateParent();
  const relationships = useId();
  const [created, setCreated] = useState<ParentBody | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const children = useFieldArray({ control, name: 'children', keyName: 'key' });

  const onSubmit = async (values: Values) => {
    setProblem(null);
    try {
      const parent = await create.mutateAsync(toRequest(values));
      if (parent.initial_password) {
        setCreated(parent);
        reset(EMPTY);
      } else {
        toast.success(
          `${fullName(parent)} is added. They sign in as ${parent.username} with the password you chose, and change it at first sign-in.`,
        );
        navigate('/admin/parents');
      }
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) {
        setProblem(errorText(error, 'The parent could not be added. Try again in a moment.'));
      }
    }
  };

  return (
    <section className={panel} aria-labelledby="add-parent-heading">
      <p>
        <Link to="/admin/parents" className="text-sm underline">
          Back to the parents
        </Link>
      </p>
      <h1 id="add-parent-heading" className="mt-2 text-2xl font-bold">
        Add a parent
      </h1>

      {created?.initial_password ? (
        <InitialPasswordBox
          name={fullName(created)}
          username={created.username}
          password={created.initial_password}
        >
          <button type="button" className={primaryButton} onClick={() => setCreated(null)}>
            Add another parent
          </button>
          <Link to="/admin/parents" className={secondaryButton}>
            Done: back to the parents
          </Link>
        </InitialPasswordBox>
      ) : (
        <form
          noValidate
          aria-labelledby="add-parent-heading"
          onSubmit={handleSubmit(onSubmit)}
          className="mt-6 max-w-2xl space-y-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="First name"
              error={errors.first_name?.message}
              {...register('first_name')}
            />
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
                No child linked yet. You can link children now or later from the parents list.
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
          {problem && (
            <p role="alert" className="text-red-700 dark:text-red-400">
              {problem}
            </p>
          )}
          <button type="submit" disabled={isSubmitting} className={primaryButton}>
            {isSubmitting ? 'Adding…' : 'Add parent'}
          </button>
        </form>
      )}
    </section>
  );
}
