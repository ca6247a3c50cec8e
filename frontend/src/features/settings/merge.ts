// How a settings update is put together (decision 007): the new values are merged over the
// current settings, and only what differs is sent. Objects merge key by key, as on the server;
// an array or a scalar replaces the value whole.
import type { SettingsSecrets } from './api/types';
import type { SchoolSettings } from './defaults';

/** `T` with every nested key optional; arrays stay whole, because they are replaced whole. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** What `updateSettings` takes: any part of the settings, and the write-only secrets. */
export type SettingsPatch = DeepPartial<SchoolSettings> & SettingsSecrets;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => deepEqual(a[key], b[key]));
  }
  return false;
}

/** `patch` over `base`: objects merge key by key, anything else replaces; `undefined` keeps. */
export function deepMerge<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) {
    return (patch === undefined ? base : patch) as T;
  }
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    merged[key] = deepMerge(base[key], value);
  }
  return merged as T;
}

/**
 * The part of `after` that differs from `before`, or `undefined` when nothing does. Inside an
 * object only the keys that changed are kept; a changed array or scalar is kept whole.
 */
export function changes(before: unknown, after: unknown): unknown {
  if (isPlainObject(before) && isPlainObject(after)) {
    const changed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(after)) {
      const part = changes(before[key], value);
      if (part !== undefined) changed[key] = part;
    }
    return Object.keys(changed).length ? changed : undefined;
  }
  return deepEqual(before, after) ? undefined : after;
}

/** The top-level fields to send: those of `merged` that differ from `current`, never `version`. */
export function changedFields(
  current: Record<string, unknown>,
  merged: Record<string, unknown>,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(merged)) {
    if (key === 'version') continue;
    const part = changes(current[key], value);
    if (part !== undefined) fields[key] = part;
  }
  return fields;
}
