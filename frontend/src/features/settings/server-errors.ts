// Puts the server's `fields` (decision 007: dotted paths such as
// `notifications.email.smtp.port` or `marking_scheme.components.1.weight`) on the inputs of a
// settings form whose values have the settings' shape.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { isPlainObject } from './merge';

type PathKind = 'leaf' | 'array';

/** Every path of `values` an error can be shown on: its leaves and its arrays. */
export function errorPaths(values: unknown, prefix = '', paths = new Map<string, PathKind>()) {
  if (Array.isArray(values)) {
    if (prefix) paths.set(prefix, 'array');
    values.forEach((item, index) =>
      errorPaths(item, prefix ? `${prefix}.${index}` : `${index}`, paths),
    );
  } else if (isPlainObject(values)) {
    for (const [key, value] of Object.entries(values)) {
      errorPaths(value, prefix ? `${prefix}.${key}` : key, paths);
    }
  } else if (prefix) {
    paths.set(prefix, 'leaf');
  }
  return paths;
}

/**
 * Sets each server field error on the nearest input the form shows (the field itself, else the
 * list or field that contains it). Answers the `field: messages` lines no input can show.
 */
export function placeServerErrors<T extends FieldValues>(
  fields: Record<string, string[]>,
  setError: UseFormSetError<T>,
  values: T,
  /** Groups of inputs (objects) whose own error the form shows, such as `fee_structure.paymentPlans`. */
  groups: readonly string[] = [],
): string[] {
  const known = errorPaths(values);
  for (const group of groups) known.set(group, 'leaf');
  const placed = new Map<string, string[]>();
  const unplaced: string[] = [];
  for (const [key, messages] of Object.entries(fields)) {
    const parts = key.split('.');
    let target: string | null = null;
    for (let length = parts.length; length > 0 && !target; length -= 1) {
      const candidate = parts.slice(0, length).join('.');
      if (known.has(candidate)) target = candidate;
    }
    if (!target) {
      unplaced.push(`${key}: ${messages.join(', ')}`);
      continue;
    }
    placed.set(target, [...(placed.get(target) ?? []), ...messages]);
  }
  for (const [path, messages] of placed) {
    // A list's own error lives at `root`, where useFieldArray keeps it.
    const name = known.get(path) === 'array' ? `${path}.root` : path;
    setError(name as Path<T>, { type: 'server', message: messages.join(' ') });
  }
  return unplaced;
}
