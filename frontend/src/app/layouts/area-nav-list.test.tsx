import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AreaNavList, hiddenEdges } from './area-nav-list';

afterEach(() => vi.unstubAllGlobals());

describe("an area's row of sections", () => {
  it('fades the edges that have more sections beyond them', () => {
    const row = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 900, clientWidth: 390 });
    expect(hiddenEdges(row(0))).toBe('end');
    expect(hiddenEdges(row(200))).toBe('both');
    expect(hiddenEdges(row(510))).toBe('start');
    // A column at a desk, or a row that fits: nothing to fade.
    expect(hiddenEdges({ scrollLeft: 0, scrollWidth: 224, clientWidth: 224 })).toBe('none');
  });

  it('watches the row with one observer however often it renders, and each new section', () => {
    const made: { observed: Element[]; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        record = { observed: [] as Element[], disconnected: false };
        constructor() {
          made.push(this.record);
        }
        observe(element: Element) {
          if (!this.record.observed.includes(element)) this.record.observed.push(element);
        }
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    const row = (sections: string[]) => (
      <MemoryRouter>
        <AreaNavList className="flex">
          {sections.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </AreaNavList>
      </MemoryRouter>
    );
    const view = render(row(['Students', 'Teachers']));
    view.rerender(row(['Students', 'Teachers']));
    view.rerender(row(['Students', 'Teachers', 'Fees']));

    expect(made).toHaveLength(1);
    expect(made[0].observed.map((e) => e.textContent)).toEqual([
      'StudentsTeachersFees',
      'Students',
      'Teachers',
      'Fees',
    ]);
    view.unmount();
    expect(made[0].disconnected).toBe(true);
  });
});
