import { describe, expect, it } from 'vitest';

import { contrastRatio, softShade, strongShade } from './contrast';

describe('shades of the school colour', () => {
  it('keeps a colour that white text already reads on', () => {
    expect(strongShade('#0F766E')).toBe('#0f766e');
  });

  it('darkens a light colour just enough for white text', () => {
    for (const colour of ['#3B82F6', '#FDE047', '#22C55E', '#fff']) {
      const strong = strongShade(colour);
      expect(contrastRatio(strong, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(strong).not.toBe(colour.toLowerCase());
    }
  });

  it('lightens a colour for text on dark surfaces', () => {
    for (const colour of ['#3B82F6', '#0F766E', '#1E3A8A', '#000000']) {
      expect(contrastRatio(softShade(colour), '#0f172a')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves something that is not a colour alone', () => {
    expect(strongShade('teal')).toBe('teal');
  });
});
