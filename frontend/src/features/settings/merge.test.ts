import { describe, expect, it } from 'vitest';

import { changedFields, deepMerge } from './merge';

describe('deepMerge (decision 007: objects merge key by key)', () => {
  it('merges nested objects, replaces arrays and scalars, and skips undefined', () => {
    const base = { a: { b: 1, c: [1, 2], d: { e: 'x' } }, f: 'keep' };

    const merged = deepMerge(base, { a: { c: [3], d: { g: true } }, f: undefined });

    expect(merged).toEqual({ a: { b: 1, c: [3], d: { e: 'x', g: true } }, f: 'keep' });
    expect(base.a.c).toEqual([1, 2]);
  });
});

describe('changedFields', () => {
  it('keeps only what differs, down to the nested keys, and never the version', () => {
    const current = {
      version: 3,
      name: 'A',
      list: [{ id: 1 }],
      group: { same: 1, inner: { x: 1, y: 2 } },
    };
    const merged = {
      version: 99,
      name: 'A',
      list: [{ id: 1 }, { id: 2 }],
      group: { same: 1, inner: { x: 1, y: 3 } },
      secret: null,
    };

    expect(changedFields(current, merged)).toEqual({
      list: [{ id: 1 }, { id: 2 }],
      group: { inner: { y: 3 } },
      secret: null,
    });
  });

  it('answers nothing when nothing changed', () => {
    const current = { a: { b: [1] }, c: 'x' };

    expect(changedFields(current, deepMerge(current, { a: { b: [1] } }))).toEqual({});
  });
});
