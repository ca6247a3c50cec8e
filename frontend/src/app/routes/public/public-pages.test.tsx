import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import Curriculum from './curriculum';
import HowToApply from './how-to-apply';
import NewsEvents from './news-events';

const announcement = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  content: `${title}: the details.`,
  priority: 'MEDIUM',
  target_audience: 'ALL',
  is_active: true,
  created_by: null,
  created_by_name: 'The office',
  created_at: '2026-10-01T08:00:00Z',
  updated_at: '2026-10-01T08:00:00Z',
  expires_at: null,
  ...extra,
});

describe('the public pages describe this school from its settings', () => {
  it('curriculum: its subjects, marking scheme and grades', async () => {
    server.use(
      schoolSettings({
        subjects: [
          { id: 'm', name: 'Further Mathematics' },
          { id: 'y', name: 'Yoruba' },
        ],
        marking_scheme: {
          continuousAssessment: 40,
          examination: 60,
          components: [
            { name: 'Tests', weight: 20, color: '#3B82F6' },
            { name: 'Assignments', weight: 20, color: '#10B981' },
          ],
        },
        grading: {
          passMark: 50,
          grades: [
            { letter: 'A1', min: 75, max: 100 },
            { letter: 'C4', min: 50, max: 74 },
            { letter: 'F9', min: 0, max: 49 },
          ],
        },
      }),
    );
    renderApp(<Curriculum />);

    expect(await screen.findByText('Further Mathematics')).toBeVisible();
    expect(screen.getByText('Yoruba')).toBeVisible();
    const scheme = screen.getByRole('table', { name: 'The marking scheme' });
    expect(within(scheme).getByRole('row', { name: /Tests/ })).toHaveTextContent('20');
    expect(within(scheme).getByRole('row', { name: /Examination/ })).toHaveTextContent('60');
    expect(within(scheme).getByRole('row', { name: /Total/ })).toHaveTextContent('100');
    const grades = screen.getByRole('table', { name: 'Grades by score' });
    expect(within(grades).getByRole('row', { name: /A1/ })).toHaveTextContent('75–100Pass');
    expect(within(grades).getByRole('row', { name: /F9/ })).toHaveTextContent(
      'Below the pass mark',
    );
    expect(screen.getByText('A subject is passed with 50 or more.')).toBeVisible();
  });

  it('how to apply: fees in the school’s currency, payment plans and sibling discounts', async () => {
    server.use(
      schoolSettings({
        currency: 'NGN',
        fee_structure: {
          categories: [
            { id: 't', name: 'Tuition', amount: 15_000_000, mandatory: true },
            { id: 'b', name: 'School bus', amount: 4_500_000, mandatory: false },
          ],
          paymentPlans: { fullPayment: true, twoInstallments: false, threeInstallments: true },
        },
        discount_rules: { siblingDiscount: { enabled: true, secondChild: 10, thirdChild: 15 } },
      }),
    );
    renderApp(<HowToApply />);

    const fees = await screen.findByRole('table', { name: 'Fees for one term' });
    expect(within(fees).getByRole('row', { name: /Tuition/ })).toHaveTextContent(/150,000\.00/);
    expect(within(fees).getByRole('row', { name: /School bus/ })).toHaveTextContent('Optional');
    expect(
      screen.getByText('Fees can be paid in full at the start of term and in three instalments.'),
    ).toBeVisible();
    expect(screen.getByText(/10% for the second child and 15% for the third/)).toBeVisible();
  });

  it('news and events: the current announcements for everyone', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      schoolSettings(),
      http.get('*/api/school-settings/announcements/', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          count: 3,
          next: null,
          previous: null,
          results: [
            announcement('1', 'Inter-house sports', { priority: 'HIGH' }),
            announcement('2', 'Mid-term break'),
            announcement('3', 'Old news', { expires_at: '2020-01-01T00:00:00Z' }),
          ],
        });
      }),
    );
    renderApp(<NewsEvents />);

    expect(await screen.findByRole('heading', { name: 'Inter-house sports' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mid-term break' })).toBeVisible();
    expect(screen.queryByText('Old news')).toBeNull();
    expect(screen.getByText('High priority')).toBeVisible();
    expect(asked[0].get('target_audience')).toBe('ALL');
    expect(asked[0].get('is_active')).toBe('true');
  });

  it('news and events: an empty page when the announcements cannot be fetched', async () => {
    server.use(
      schoolSettings(),
      http.get('*/api/school-settings/announcements/', () =>
        HttpResponse.json({ detail: 'Down' }, { status: 500 }),
      ),
    );
    renderApp(<NewsEvents />);
    expect(await screen.findByText('There is no news right now.')).toBeVisible();
  });
});
