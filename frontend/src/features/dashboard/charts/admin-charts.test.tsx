import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { AdminDashboard } from '../api';
import AdminCharts from './admin-charts';

const figures = {
  attendance_trend: [
    { date: '2026-11-20', marked: 100, present: 90, late: 2, rate: 92 },
    { date: '2026-11-23', marked: 0, present: 0, late: 0, rate: null },
    { date: '2026-11-24', marked: 100, present: 86, late: 2, rate: 88 },
  ],
  fees: {
    currency: 'NGN',
    invoices: 2,
    expected: 10_000_000,
    collected: 2_500_000,
    outstanding: 7_500_000,
  },
  collection_by_class: [
    { class_id: 'a', class_name: 'JSS 1A', expected: 6_000_000, collected: 2_000_000 },
    { class_id: 'b', class_name: 'JSS 1B', expected: 4_000_000, collected: 500_000 },
  ],
  grades_term: 'Third Term, 2025/2026',
  grade_distribution: [
    {
      subject: 'Mathematics',
      grades: [
        { grade: 'A', students: 5 },
        { grade: 'C', students: 2 },
      ],
    },
    { subject: 'English', grades: [{ grade: 'B', students: 4 }] },
  ],
} as unknown as AdminDashboard;

describe("the admin dashboard's charts", () => {
  it('names each chart by what it shows and gives its figures as a table', () => {
    // jsdom has no canvas to draw on: chart.js says so on the console and draws nothing.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<AdminCharts d={figures} />);

    const attendance = screen.getByRole('figure', { name: 'Attendance, last 30 school days' });
    expect(within(attendance).getByRole('img')).toHaveAccessibleName(
      'Attendance averaged 90% over the 2 school days with registers marked.',
    );
    const days = within(attendance).getAllByRole('row');
    expect(days[2]).toHaveTextContent('Mon 23 Nov0Not marked');

    const fees = screen.getByRole('figure', { name: 'Fees by class, this term' });
    expect(within(fees).getByRole('img')).toHaveAccessibleName(
      '₦25,000.00 collected of ₦100,000.00 expected across 2 classes.',
    );
    expect(within(fees).getByRole('row', { name: /JSS 1B/ })).toHaveTextContent(
      'JSS 1B₦40,000.00₦5,000.00',
    );

    const grades = screen.getByRole('figure', { name: 'Grades by subject, Third Term, 2025/2026' });
    const header = within(grades)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header).toEqual(['Subject', 'A', 'B', 'C']);
    expect(within(grades).getByRole('row', { name: /English/ })).toHaveTextContent('English040');
  });

  it('leaves out the charts it has no figures for', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AdminCharts
        d={{ ...figures, fees: null, grades_term: null, grade_distribution: [] } as AdminDashboard}
      />,
    );
    expect(screen.getAllByRole('figure')).toHaveLength(1);
  });
});
