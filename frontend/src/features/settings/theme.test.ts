import { describe, expect, it } from 'vitest';

import { isDarkTheme, resolveMode } from './theme';

describe('resolveMode (spec §4)', () => {
  it("puts the user's choice over the admin default", () => {
    expect(resolveMode('light', 'midnight', true)).toBe('light');
    expect(resolveMode('dark', 'light', false)).toBe('dark');
  });

  it('uses the admin default when the user chose nothing', () => {
    expect(resolveMode(null, 'golden', false)).toBe('dark');
    expect(resolveMode(null, 'default', true)).toBe('light');
  });

  it('follows the system with neither', () => {
    expect(resolveMode(null, null, true)).toBe('dark');
    expect(resolveMode(null, null, false)).toBe('light');
  });

  it('counts exactly the listed themes as dark', () => {
    for (const theme of [
      'dark',
      'premium',
      'ultra-premium',
      'obsidian',
      'aurora',
      'midnight',
      'crimson',
      'forest',
      'golden',
    ]) {
      expect(isDarkTheme(theme)).toBe(true);
    }
    expect(isDarkTheme('light')).toBe(false);
    expect(isDarkTheme('ocean')).toBe(false);
  });
});
