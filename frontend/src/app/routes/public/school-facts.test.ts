import { describe, expect, it } from 'vitest';

import { DEFAULT_SETTINGS } from '@/features/settings/defaults';

import { currentSession, formatMoney, inWords, telHref, termNames } from './school-facts';

describe('facts the public pages read from the settings', () => {
  it('finds the current session and its terms, three by default', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      academic_year: '2026/2027',
      sessions: [
        { id: 'a', name: '2025/2026', terms: ['First Term', 'Second Term', 'Third Term'] },
        { id: 'b', name: '2026/2027', terms: ['Autumn', 'Spring'] },
      ],
    };
    expect(currentSession(settings)?.id).toBe('b');
    expect(termNames(settings)).toEqual(['Autumn', 'Spring']);
    expect(termNames({ ...DEFAULT_SETTINGS, sessions: [] })).toEqual([
      'First Term',
      'Second Term',
      'Third Term',
    ]);
  });

  it('writes lists, money and phone links for people', () => {
    expect(inWords(['a'])).toBe('a');
    expect(inWords(['a', 'b', 'c'])).toBe('a, b and c');
    expect(formatMoney(1_250_000, 'NGN')).toMatch(/12,500\.00/);
    expect(formatMoney(500, 'JPY')).toMatch(/500/);
    expect(telHref('+234 (802) 555-0101')).toBe('tel:+2348025550101');
  });
});
