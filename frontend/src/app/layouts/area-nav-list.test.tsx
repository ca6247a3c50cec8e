import { describe, expect, it } from 'vitest';

import { hiddenEdges } from './area-nav-list';

describe("an area's row of sections", () => {
  it('fades the edges that have more sections beyond them', () => {
    const row = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 900, clientWidth: 390 });
    expect(hiddenEdges(row(0))).toBe('end');
    expect(hiddenEdges(row(200))).toBe('both');
    expect(hiddenEdges(row(510))).toBe('start');
    // A column at a desk, or a row that fits: nothing to fade.
    expect(hiddenEdges({ scrollLeft: 0, scrollWidth: 224, clientWidth: 224 })).toBe('none');
  });
});
