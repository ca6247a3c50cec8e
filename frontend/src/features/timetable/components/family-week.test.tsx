import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { Lesson } from '../api';
import { lesson as fixture } from '../testing/fixtures';
import { FamilyWeek } from './family-week';

/** Monday's first lesson of a class, in Room 1. */
function lesson(id: string, classId: string, className: string): Lesson {
  return fixture({
    id,
    class_id: classId,
    class_name: className,
    class_subject_id: `cs-${id}`,
    room: 'Room 1',
  });
}

function serve(lessons: Lesson[]) {
  server.use(
    schoolSettings(),
    http.get('*/api/lessons/', () =>
      HttpResponse.json({ count: lessons.length, next: null, previous: null, results: lessons }),
    ),
  );
}

describe("a family's week", () => {
  it("heads a parent's one class with the children in it, and prints", async () => {
    serve([lesson('l1', 'c-1', 'JSS 1A')]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp(
      <FamilyWeek
        childrenOf={(id) => (id === 'c-1' ? 'Tolu Bakare and Kemi Bakare' : undefined)}
      />,
    );

    const week = await screen.findByRole('region', { name: 'Timetable of JSS 1A' });
    expect(
      within(week).getByRole('heading', { name: 'Tolu Bakare and Kemi Bakare · JSS 1A' }),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('takes the reader to each of several weeks', async () => {
    serve([lesson('l1', 'c-1', 'JSS 1A'), lesson('l2', 'c-2', 'JSS 3B')]);
    // jsdom does not scroll: a stand-in for this test only.
    const scroll = vi.fn();
    const real = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = scroll;
    try {
      renderApp(<FamilyWeek childrenOf={(id) => (id === 'c-2' ? 'Kemi Bakare' : 'Tolu Bakare')} />);

      const jump = await screen.findByRole('navigation', { name: 'The weeks on this page' });
      fireEvent.click(within(jump).getByRole('button', { name: 'Kemi Bakare · JSS 3B' }));
      const heading = screen.getByRole('heading', { name: 'Kemi Bakare · JSS 3B' });
      expect(heading).toHaveFocus();
      expect(scroll.mock.contexts[0]).toBe(heading);
    } finally {
      if (real) Object.defineProperty(Element.prototype, 'scrollIntoView', real);
      else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it("heads a student's one class on paper only", async () => {
    serve([lesson('l1', 'c-1', 'JSS 1A')]);
    renderApp(<FamilyWeek />);

    const week = await screen.findByRole('region', { name: 'Timetable of JSS 1A' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(week).getByRole('heading', { name: 'JSS 1A', hidden: true })).toHaveClass(
      'hidden',
      'print:block',
    );
  });
});
