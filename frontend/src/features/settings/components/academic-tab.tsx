// Academic: sessions and their terms, class levels, subjects, the school day's periods and
// breaks (the timetable's period template, which the lesson form offers and a class's week
// shows free), grade bands and the pass mark, and the marking scheme (continuous assessment,
// examination, and the CA's components).
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
import {
  colour,
  gradeBandProblems,
  minutes,
  slugId,
  text,
  uniqueBy,
  wholeNumber,
} from '../validation';
import { Grid, ListError, NameList, Section, SettingsForm, useSettingsTab } from './settings-form';

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

/** The most periods a school day holds, breaks included (as the server counts them). */
const MOST_PERIODS = 20;

/** A period's time, `HH:MM`, in the server's words when it is not. */
function clockTime(which: 'start' | 'end', example: string) {
  return z
    .string()
    .refine((value) => minutes(value) !== null, `Give the ${which} as HH:MM, such as ${example}.`);
}

/**
 * The school day: named periods, each ending after it starts, in order of time and not
 * overlapping (back to back is fine), at most `MOST_PERIODS`.
 */
const schoolPeriods = z
  .array(
    z.object({
      name: text(1, 40),
      start: clockTime('start', '08:00'),
      end: clockTime('end', '08:40'),
      isBreak: z.boolean(),
    }),
  )
  .max(MOST_PERIODS, `A school day has at most ${MOST_PERIODS} periods, breaks included.`)
  .superRefine((periods, ctx) => {
    uniqueBy(
      periods,
      (p) => p.name.trim().toLowerCase(),
      ctx,
      (index) => [index, 'name'],
      'Each period needs its own name.',
    );
    let previous: { end: number; name: string } | null = null;
    periods.forEach((period, index) => {
      const [start, end] = [minutes(period.start), minutes(period.end)];
      if (start === null || end === null) return;
      if (end <= start) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'end'],
          message: 'A period must end after it starts.',
        });
      }
      if (previous && start < previous.end) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'start'],
          message: `${period.name.trim()} starts before ${previous.name} ends. List the periods in order of time.`,
        });
      }
      previous = { end, name: period.name.trim() };
    });
  });

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
    school_periods: schoolPeriods,
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
    school_periods: s.school_periods.map(({ name, start, end, isBreak }) => ({
      name,
      start,
      end,
      isBreak: isBreak ?? false,
    })),
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
    school_periods: values.school_periods.map((p) => ({ ...p, name: p.name.trim() })),
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

type Period = Values['school_periods'][number];

/** `HH:MM` of minutes after midnight. */
function clock(total: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/**
 * The period Add a period appends: 40 minutes from the end of the last one (08:00 for the
 * first), named "Period N" after the lesson periods before it, with a name no period has.
 */
function nextPeriod(periods: readonly Period[]): Period {
  const last = periods[periods.length - 1];
  const start = (last && minutes(last.end)) ?? 8 * 60;
  const taken = new Set(periods.map((p) => p.name.trim().toLowerCase()));
  let n = periods.filter((p) => !p.isBreak).length + 1;
  while (taken.has(`period ${n}`)) n += 1;
  return {
    name: `Period ${n}`,
    start: clock(start),
    end: clock(Math.min(start + 40, 23 * 60 + 59)),
    isBreak: false,
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
  return (
    <NameList
      keys={items.fields.map((item) => item.key)}
      singular={singular}
      field={(index) => ({
        ...register(`${name}.${index}.name`),
        error: listErrors?.[index]?.name?.message,
      })}
      error={listErrors}
      onAdd={() => items.append({ id: '', name: '' })}
      onRemove={(index) => items.remove(index)}
    />
  );
}

/** The school day: a row per period or break, in order of time, with add, move and remove. */
function SchoolDay({
  control,
  register,
  errors,
  periodsNow,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>['school_periods'];
  /** The periods as the form stands, for what Add a period proposes. */
  periodsNow: () => Period[];
}) {
  const periods = useFieldArray({ control, name: 'school_periods', keyName: 'key' });
  const count = periods.fields.length;
  const iconButton = `${secondaryButton} px-2.5`;
  return (
    <>
      <DataTable
        caption="Periods of the school day"
        className=""
        columns={[
          {
            id: 'name',
            header: 'Name',
            cell: (_, index) => (
              <CellInput
                label={`Period ${index + 1} name`}
                error={errors?.[index]?.name?.message}
                className="w-36"
                {...register(`school_periods.${index}.name`)}
              />
            ),
          },
          {
            id: 'start',
            header: 'Starts',
            cell: (_, index) => (
              <CellInput
                label={`Period ${index + 1} starts`}
                error={errors?.[index]?.start?.message}
                type="time"
                className="w-32"
                {...register(`school_periods.${index}.start`)}
              />
            ),
          },
          {
            id: 'end',
            header: 'Ends',
            cell: (_, index) => (
              <CellInput
                label={`Period ${index + 1} ends`}
                error={errors?.[index]?.end?.message}
                type="time"
                className="w-32"
                {...register(`school_periods.${index}.end`)}
              />
            ),
          },
          {
            id: 'break',
            header: 'Break',
            cell: (_, index) => (
              <input
                type="checkbox"
                aria-label={`Period ${index + 1} is a break`}
                className="mt-3 size-4 accent-[var(--school-primary)]"
                {...register(`school_periods.${index}.isBreak`)}
              />
            ),
          },
          {
            id: 'actions',
            header: 'Actions',
            hideHeader: true,
            className: 'whitespace-nowrap',
            cell: (_, index) => (
              <div className="flex gap-1">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move period ${index + 1} up`}
                  title="Move up"
                  disabled={index === 0}
                  onClick={() => periods.swap(index, index - 1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move period ${index + 1} down`}
                  title="Move down"
                  disabled={index === count - 1}
                  onClick={() => periods.swap(index, index + 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Remove period ${index + 1}`}
                  title="Remove"
                  onClick={() => periods.remove(index)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            ),
          },
        ]}
        rows={periods.fields}
        rowKey={(period) => period.key}
        empty="No periods yet: the timetable then takes any times. Add the first with “Add a period”."
      />
      <ListError error={errors} />
      <button
        type="button"
        className={secondaryButton}
        disabled={count >= MOST_PERIODS}
        onClick={() => periods.append(nextPeriod(periodsNow()))}
      >
        Add a period
      </button>
    </>
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
      description="How the school's year and day are divided, what it teaches, and how it grades."
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
        title="School day"
        description="The periods and breaks of a school day, in order of time. A lesson is added in one period or a run of them (breaks are never offered), and a class’s week shows its free periods. At most 20, breaks included."
      >
        <SchoolDay
          control={control}
          register={register}
          errors={errors.school_periods}
          periodsNow={() => form.getValues('school_periods')}
        />
      </Section>

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
