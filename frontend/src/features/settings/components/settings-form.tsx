// What every settings tab shares: its own form that sends only what changed through
// `updateSettings`, 'Settings saved.' on success, server field errors beside their inputs, and
// Save enabled only when something changed.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import {
  useForm,
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from 'sonner';

import { Field } from '@/components/ui/field';
import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { ApiError, errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/errors';

import { getSchoolSettings } from '../api/get-school-settings';
import { publishSettings } from '../api/settings-cache';
import type { SchoolSettings } from '../defaults';
import type { SettingsPatch } from '../merge';
import { placeServerErrors } from '../server-errors';
import { useSettings } from '../settings-provider';

interface Problem {
  message: string;
  lines: string[];
  stale: boolean;
}

/**
 * A tab's form over the saved settings and its save: `toValues` reads the form's values from the
 * settings, `toPatch` turns them into the change to send.
 */
export function useSettingsTab<V extends FieldValues>(
  resolver: Resolver<V>,
  toValues: (settings: SchoolSettings) => V,
  toPatch: (values: V, settings: SchoolSettings) => SettingsPatch,
  groups: readonly string[] = [],
) {
  const { settings } = useSettings();
  const form = useForm<V>({ resolver, defaultValues: toValues(settings) as never });
  const save = useSettingsSave(form, toValues, (values) => toPatch(values, settings), groups);
  return { settings, form, save };
}

/**
 * Wires a tab's form to the settings: shows the saved settings while the form is untouched,
 * and saves the form's values (as `toPatch` makes them) through `updateSettings`.
 */
export function useSettingsSave<V extends FieldValues>(
  form: UseFormReturn<V>,
  toValues: (settings: SchoolSettings) => V,
  toPatch: (values: V) => SettingsPatch,
  /** Groups of inputs whose own server error the tab shows (see `placeServerErrors`). */
  groups: readonly string[] = [],
) {
  const { settings, version, updateSettings } = useSettings();
  const client = useQueryClient();
  const [problem, setProblem] = useState<Problem | null>(null);
  const dirty = form.formState.isDirty;
  const { reset } = form;
  // The version the form's values were read at. Settings that arrive while the form has edits
  // (read again after a calendar write, or saved by another provider) are not shown in it, so
  // its save is sent as a change of that version, and the server refuses it as stale (409).
  const filledFrom = useRef(version);

  // Settings saved elsewhere (another tab, another admin's answer) show in an untouched form.
  useEffect(() => {
    if (!dirty) {
      reset(toValues(settings));
      filledFrom.current = version;
    }
  }, [settings, version, dirty, reset, toValues]);

  // Made when the form is submitted, not while rendering: it reads `filledFrom` then.
  const submit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(async (values) => {
      setProblem(null);
      try {
        const saved = await updateSettings(toPatch(values), filledFrom.current);
        if (!saved) {
          setProblem({
            message: 'The settings are not loaded, so nothing was saved. Reload the page.',
            lines: [],
            stale: false,
          });
          return;
        }
        reset(toValues(saved));
        // The class levels, subjects and sessions the other screens list are the settings' own.
        for (const key of ['class-levels', 'subjects', 'sessions', 'terms']) {
          void client.invalidateQueries({ queryKey: [key] });
        }
        toast.success('Settings saved.');
      } catch (error) {
        const fields = serverFieldErrors(error);
        const lines = fields ? placeServerErrors(fields, form.setError, values, groups) : [];
        const stale = error instanceof ApiError && error.status === 409;
        const message = fields
          ? 'The settings were not saved. Correct the fields marked below.'
          : errorMessage(error, 'Failed to update settings');
        setProblem({ message, lines, stale });
        toast.error(fields ? 'The settings were not saved.' : message);
      }
    })(event);

  /** After a stale update: loads the latest settings and shows them, dropping this form's edits. */
  const reload = async () => {
    try {
      const latest = await getSchoolSettings();
      publishSettings(latest);
      reset(toValues(latest));
      setProblem(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to fetch settings'));
    }
  };

  const discard = () => {
    reset(toValues(settings));
    setProblem(null);
  };

  return { submit, problem, reload, discard };
}

interface SettingsFormProps<V extends FieldValues> {
  /** The tab's heading, which also names the form. */
  title: string;
  description?: string;
  form: UseFormReturn<V>;
  save: ReturnType<typeof useSettingsSave<V>>;
  children: ReactNode;
}

export function SettingsForm<V extends FieldValues>({
  title,
  description,
  form,
  save,
  children,
}: SettingsFormProps<V>) {
  const { isDirty, isSubmitting } = form.formState;
  const headingId = `settings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}-heading`;
  return (
    <form noValidate onSubmit={save.submit} aria-labelledby={headingId} className="space-y-6">
      <div>
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        {description && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        )}
      </div>
      {children}
      {save.problem && (
        <div
          role="alert"
          className="rounded-school bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <p>{save.problem.message}</p>
          {save.problem.lines.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {save.problem.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {save.problem.stale && (
            <button
              type="button"
              className={`${secondaryButton} mt-2`}
              onClick={() => void save.reload()}
            >
              Load the latest settings
            </button>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <button type="submit" className={primaryButton} disabled={!isDirty || isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={!isDirty || isSubmitting}
          onClick={save.discard}
        >
          Discard changes
        </button>
        {isDirty && !isSubmitting && (
          <span className="text-sm text-slate-600 dark:text-slate-400">Unsaved changes</span>
        )}
      </div>
    </form>
  );
}

/** A titled group of inputs. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-school min-w-0 border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 font-semibold">{title}</legend>
      {description && (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      )}
      <div className="space-y-4">{children}</div>
    </fieldset>
  );
}

/** Inputs side by side on wide screens, one under another on a phone. */
export function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

/** The message of a list's own error (its `root`, or the list itself). */
export function listError(error: unknown): string | undefined {
  const e = error as (FieldError & { root?: FieldError }) | undefined;
  return e?.root?.message ?? e?.message;
}

/** A list's own error, announced. */
export function ListError({ error }: { error: unknown }) {
  const message = listError(error);
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

/**
 * A list of names edited in place (class levels, subjects, rated traits): a field per name
 * labelled "`singular` 1", "`singular` 2"…, each with Remove, the list's own error, and "Add a
 * `singular`". The form's field array stays with the caller, which knows its types.
 */
export function NameList({
  keys,
  singular,
  field,
  error,
  onAdd,
  onRemove,
  canAdd = true,
}: {
  /** The field array's keys, in order. */
  keys: string[];
  singular: string;
  /** The registration and error of the name at `index`. */
  field: (index: number) => UseFormRegisterReturn & { error?: string };
  /** The list's error (too many, names repeated). */
  error: unknown;
  onAdd: () => void;
  onRemove: (index: number) => void;
  canAdd?: boolean;
}) {
  return (
    <div className="space-y-2">
      <ul className="space-y-2">
        {keys.map((key, index) => (
          <li key={key} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <Field label={`${singular} ${index + 1}`} {...field(index)} />
            </div>
            <button
              type="button"
              className={`${secondaryButton} mt-6`}
              aria-label={`Remove ${singular.toLowerCase()} ${index + 1}`}
              onClick={() => onRemove(index)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <ListError error={error} />
      <button type="button" className={secondaryButton} disabled={!canAdd} onClick={onAdd}>
        Add a {singular.toLowerCase()}
      </button>
    </div>
  );
}
