// Academic: sessions and their terms, class levels, subjects, grade bands and the pass mark,
// and the marking scheme (continuous assessment, examination, and the CA's components).
import { zodResolver } from '@hookform/resolvers/zod';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { z } from 'zod';

import { DataTable } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { secondaryButton } from '@/components/ui/styles';

import type { SchoolSettings } from '../defaults';
import { colour, gradeBandProblems, slugId, text, uniqueBy, wholeNumber } from '../validation';
import { Grid, ListError, Section, SettingsForm, useSettingsTab } from './settings-form';

/** Class levels and subjects: names of 1-100 characters, each used once. */
function namedList(what: string) {
  return z.array(z.object({ id: z.string(), name: text(1, 100) })).superRefine((items, ctx) =>
    uniqueBy(
      items,
      (item) => item.name.trim().toLowerCase(),
      ctx,
      (index) => [index, 'name'],
      `There is already a ${what} with this name.`,
    ),
  );
}

const schema = z
  .object({
    sessions: z.array(
      z.object({
        id: z.string(),
        name: text(1, 50),
        terms: z
          .array(z.object({ name: text(1, 50) }))
          .min(1, 'A session has at least one term.')
          .superRefine((terms, ctx) =>
            uniqueBy(
              terms,
              (term) => term.name.trim().toLowerCase(),
              ctx,
              (index) => [index, 'name'],
              'This session already has a term with this name.',
            ),
          ),
      }),
    ),
    class_levels: namedList('class level'),
    subjects: namedList('subject'),
    grading: z.object({
      grades: z
        .array(
          z
            .object({
              letter: text(1, 10),
              min: wholeNumber(0, 100, 'Enter a score from 0 to 100.'),
              max: wholeNumber(0, 100, 'Scores go up to 100.'),
            })
            .refine((band) => !(band.min > band.max), {
              path: ['min'],
              message: 'The lowest score of a grade cannot be above its highest.',
            }),
        )
        .superRefine((grades, ctx) => {
          uniqueBy(
            grades,
            (band) => band.letter.trim().toUpperCase(),
            ctx,
            (index) => [index, 'letter'],
            'Each grade needs its own letter.',
          );
          const problems = gradeBandProblems(grades);
          if (problems.length) ctx.addIssue({ code: 'custom', message: problems.join(' ') });
        }),
      passMark: wholeNumber(0, 100, 'The pass mark is a score from 0 to 100.'),
    }),
    marking_scheme: z.object({
      continuousAssessment: wholeNumber(0, 100, 'Enter a mark from 0 to 100.'),
      examination: wholeNumber(0, 100, 'Enter a mark from 0 to 100.'),
      components: z
        .array(
          z.object({
            name: text(1, 100),
            weight: wholeNumber(1, 100, 'A component carries at least 1 mark.'),
            color: colour,
          }),
        )
        .superRefine((components, ctx) =>
          uniqueBy(
            components,
            (c) => c.name.trim().toLowerCase(),
            ctx,
            (index) => [index, 'name'],
            'Each component needs its own name.',
          ),
        ),
    }),
  })
  .superRefine((values, ctx) => {
    const { continuousAssessment, examination, components } = values.marking_scheme;
    const total = continuousAssessment + examination;
    if (total !== 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['marking_scheme', 'examination'],
        message: `Continuous assessment and examination must add up to 100; they add up to ${total}.`,
      });
    }
    const weights = components.reduce((sum, c) => sum + c.weight, 0);
    if (components.length > 0 && weights !== continuousAssessment) {
      ctx.addIssue({
        code: 'custom',
        path: ['marking_scheme', 'components'],
        message: `The components must add up to the continuous assessment (${continuousAssessment}); they add up to ${weights}.`,
      });
    }
  });
type Values = z.infer<typeof schema>;

function toValues(s: SchoolSettings): Values {
  return {
    sessions: s.sessions.map((session) => ({
      id: session.id,
      name: session.name,
      terms: session.terms.map((name) => ({ name })),
    })),
    class_levels: s.class_levels.map(({ id, name }) => ({ id, name })),
    subjects: s.subjects.map(({ id, name }) => ({ id, name })),
    grading: {
      grades: s.grading.grades.map(({ letter, min, max }) => ({ letter, min, max })),
      passMark: s.grading.passMark,
    },
    marking_scheme: {
      continuousAssessment: s.marking_scheme.continuousAssessment,
      examination: s.marking_scheme.examination,
      components: s.marking_scheme.components.map(({ name, weight, color }) => ({
        name,
        weight,
        color,
      })),
    },
  };
}

/** New items get an id made from their name. */
function withIds<T extends { id: string; name: string }>(items: T[]): T[] {
  const taken = items.map((item) => item.id).filter(Boolean);
  return items.map((item) => {
    if (item.id) return item;
    const id = slugId(item.name, taken);
    taken.push(id);
    return { ...item, id };
  });
}

function toPatch(values: Values) {
  return {
    sessions: withIds(values.sessions.map((s) => ({ ...s, name: s.name.trim() }))).map(
      (session) => ({
        id: session.id,
        name: session.name,
        terms: session.terms.map((term) => term.name.trim()),
      }),
    ),
    class_levels: withIds(values.class_levels.map((c) => ({ ...c, name: c.name.trim() }))),
    subjects: withIds(values.subjects.map((c) => ({ ...c, name: c.name.trim() }))),
    grading: {
      grades: values.grading.grades.map((g) => ({ ...g, letter: g.letter.trim() })),
      passMark: values.grading.passMark,
    },
    marking_scheme: {
      ...values.marking_scheme,
      components: values.marking_scheme.components.map((c) => ({ ...c, name: c.name.trim() })),
    },
  };
}

/** An input in a table cell: named by an invisible label, its error beneath. */
const CellInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }
>(function CellInput({ label, error, className = '', ...input }, ref) {
  const id = useId();
  return (
    <>
      <input
        ref={ref}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`rounded-school block border border-slate-300 bg-white px-2 py-2 focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none dark:border-slate-700 dark:bg-slate-900 ${className}`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 max-w-40 text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
});

function Terms({
  control,
  register,
  errors,
  index,
  sessionName,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  index: number;
  sessionName: string;
}) {
  const terms = useFieldArray({ control, name: `sessions.${index}.terms`, keyName: 'key' });
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Terms of {sessionName || 'this session'}</p>
      <ol className="space-y-2">
        {terms.fields.map((term, t) => (
          <li key={term.key} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <Field
                label={`Term ${t + 1} of ${sessionName || `session ${index + 1}`}`}
                error={errors.sessions?.[index]?.terms?.[t]?.name?.message}
                {...register(`sessions.${index}.terms.${t}.name`)}
              />
            </div>
            <button
              type="button"
              className={`${secondaryButton} mt-6`}
              aria-label={`Remove term ${t + 1} of ${sessionName || `session ${index + 1}`}`}
              onClick={() => terms.remove(t)}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <ListError error={errors.sessions?.[index]?.terms} />
      <button type="button" className={secondaryButton} onClick={() => terms.append({ name: '' })}>
        Add a term
      </button>
    </div>
  );
}

/** A list of named items (class levels, subjects) with add and remove. */
function NamedList({
  control,
  register,
  listErrors,
  name,
  singular,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  listErrors: FieldErrors<Values>['class_levels'];
  name: 'class_levels' | 'subjects';
  singular: string;
}) {
  const items = useFieldArray({ control, name, keyName: 'key' });
  const errors = listErrors;
  return (
    <div className="space-y-2">
      <ul className="space-y-2">
        {items.fields.map((item, index) => (
          <li key={item.key} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <Field
                label={`${singular} ${index + 1}`}
                error={errors?.[index]?.name?.message}
                {...register(`${name}.${index}.name`)}
              />
            </div>
            <button
              type="button"
              className={`${secondaryButton} mt-6`}
              aria-label={`Remove ${singular.toLowerCase()} ${index + 1}`}
              onClick={() => items.remove(index)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <ListError error={errors} />
      <button
        type="button"
        className={secondaryButton}
        onClick={() => items.append({ id: '', name: '' })}
      >
        Add a {singular.toLowerCase()}
      </button>
    </div>
  );
}

export function AcademicTab() {
  const { form, save } = useSettingsTab(zodResolver(schema), toValues, toPatch);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const sessions = useFieldArray({ control, name: 'sessions', keyName: 'key' });
  const grades = useFieldArray({ control, name: 'grading.grades', keyName: 'key' });
  const components = useFieldArray({
    control,
    name: 'marking_scheme.components',
    keyName: 'key',
  });
  const sessionNames = (useWatch({ control, name: 'sessions' }) ?? []).map((s) => s?.name ?? '');
  return (
    <SettingsForm
      title="Academic"
      description="How the school's year is divided, what it teaches, and how it grades."
      form={form}
      save={save}
    >
      <Section title="Sessions and terms">
        <ul className="space-y-4">
          {sessions.fields.map((session, index) => (
            <li
              key={session.key}
              className="rounded-school space-y-3 border border-slate-200 p-3 dark:border-slate-700"
            >
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <Field
                    label={`Session ${index + 1}`}
                    placeholder="2025/2026"
                    error={errors.sessions?.[index]?.name?.message}
                    {...register(`sessions.${index}.name`)}
                  />
                </div>
                <button
                  type="button"
                  className={`${secondaryButton} mt-6`}
                  aria-label={`Remove session ${index + 1}`}
                  onClick={() => sessions.remove(index)}
                >
                  Remove
                </button>
              </div>
              <Terms
                control={control}
                register={register}
                errors={errors}
                index={index}
                sessionName={sessionNames[index] ?? ''}
              />
            </li>
          ))}
        </ul>
        <ListError error={errors.sessions} />
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            sessions.append({
              id: '',
              name: '',
              terms: [{ name: 'First Term' }, { name: 'Second Term' }, { name: 'Third Term' }],
            })
          }
        >
          Add a session
        </button>
      </Section>

      <Grid>
        <Section title="Class levels">
          <NamedList
            control={control}
            register={register}
            listErrors={errors.class_levels}
            name="class_levels"
            singular="Class level"
          />
        </Section>
        <Section title="Subjects">
          <NamedList
            control={control}
            register={register}
            listErrors={errors.subjects}
            name="subjects"
            singular="Subject"
          />
        </Section>
      </Grid>

      <Section
        title="Grades"
        description="Each grade covers the scores from its lowest to its highest, both included. Together they cover 0 to 100 without overlapping."
      >
        <DataTable
          caption="Grades"
          className=""
          columns={[
            {
              id: 'letter',
              header: 'Grade',
              cell: (_, index) => (
                <CellInput
                  label={`Grade ${index + 1} letter`}
                  error={errors.grading?.grades?.[index]?.letter?.message}
                  className="w-12"
                  {...register(`grading.grades.${index}.letter`)}
                />
              ),
            },
            {
              id: 'min',
              header: 'Lowest score',
              cell: (_, index) => (
                <CellInput
                  label={`Grade ${index + 1} lowest score`}
                  error={errors.grading?.grades?.[index]?.min?.message}
                  type="number"
                  inputMode="numeric"
                  className="w-16"
                  {...register(`grading.grades.${index}.min`, { valueAsNumber: true })}
                />
              ),
            },
            {
              id: 'max',
              header: 'Highest score',
              cell: (_, index) => (
                <CellInput
                  label={`Grade ${index + 1} highest score`}
                  error={errors.grading?.grades?.[index]?.max?.message}
                  type="number"
                  inputMode="numeric"
                  className="w-16"
                  {...register(`grading.grades.${index}.max`, { valueAsNumber: true })}
                />
              ),
            },
            {
              id: 'actions',
              header: 'Actions',
              hideHeader: true,
              cell: (_, index) => (
                <button
                  type="button"
                  className={`${secondaryButton} px-2.5`}
                  aria-label={`Remove grade ${index + 1}`}
                  title="Remove"
                  onClick={() => grades.remove(index)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              ),
            },
          ]}
          rows={grades.fields}
          rowKey={(grade) => grade.key}
          empty="No grades yet. Add the first with “Add a grade”."
        />
        <ListError error={errors.grading?.grades} />
        <button
          type="button"
          className={secondaryButton}
          onClick={() => grades.append({ letter: '', min: 0, max: 0 })}
        >
          Add a grade
        </button>
        <div className="max-w-48">
          <Field
            label="Pass mark"
            type="number"
            inputMode="numeric"
            error={errors.grading?.passMark?.message}
            {...register('grading.passMark', { valueAsNumber: true })}
          />
        </div>
      </Section>

      <Section
        title="Marking scheme"
        description="How a subject's 100 marks split between continuous assessment (CA) and the examination, and how the CA splits into components."
      >
        <Grid>
          <Field
            label="Continuous assessment"
            type="number"
            inputMode="numeric"
            error={errors.marking_scheme?.continuousAssessment?.message}
            {...register('marking_scheme.continuousAssessment', { valueAsNumber: true })}
          />
          <Field
            label="Examination"
            type="number"
            inputMode="numeric"
            error={errors.marking_scheme?.examination?.message}
            {...register('marking_scheme.examination', { valueAsNumber: true })}
          />
        </Grid>
        <ul className="space-y-3">
          {components.fields.map((component, index) => {
            const e = errors.marking_scheme?.components?.[index];
            return (
              <li
                key={component.key}
                className="rounded-school grid gap-2 border border-slate-200 p-3 sm:grid-cols-[1fr_7rem_9rem_auto] sm:items-start dark:border-slate-700"
              >
                <Field
                  label={`Component ${index + 1} name`}
                  error={e?.name?.message}
                  {...register(`marking_scheme.components.${index}.name`)}
                />
                <Field
                  label={`Component ${index + 1} weight`}
                  type="number"
                  inputMode="numeric"
                  error={e?.weight?.message}
                  {...register(`marking_scheme.components.${index}.weight`, {
                    valueAsNumber: true,
                  })}
                />
                <Field
                  label={`Component ${index + 1} colour`}
                  placeholder="#3B82F6"
                  error={e?.color?.message}
                  {...register(`marking_scheme.components.${index}.color`)}
                />
                <button
                  type="button"
                  className={`${secondaryButton} sm:mt-6`}
                  aria-label={`Remove component ${index + 1}`}
                  onClick={() => components.remove(index)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
        <ListError error={errors.marking_scheme?.components} />
        <button
          type="button"
          className={secondaryButton}
          onClick={() => components.append({ name: '', weight: 0, color: '#64748B' })}
        >
          Add a component
        </button>
      </Section>
    </SettingsForm>
  );
}
