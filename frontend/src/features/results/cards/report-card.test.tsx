import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SchoolIdentityContext, type SchoolIdentity } from '@/lib/school';

import { reportCard } from '../testing/card-fixtures';
import { ReportCardView } from './report-card';

const SCHOOL: SchoolIdentity = {
  name: 'Greenfield Academy',
  motto: 'Knowledge and character',
  address: '1 School Road, Ibadan',
  phone: '',
  email: '',
  logoUrl: null,
  currency: 'NGN',
  paymentPlans: ['full', 'two', 'three'],
  timeZone: null,
  dateFormat: 'dd/mm/yyyy',
};

function show(card = reportCard()) {
  return render(
    <SchoolIdentityContext.Provider value={SCHOOL}>
      <ReportCardView card={card} />
    </SchoolIdentityContext.Provider>,
  );
}

const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('a report card', () => {
  it('prints the server’s figures in the school’s name, with positions as a school says them', () => {
    show();
    const card = screen.getByRole('article', {
      name: 'Report card of Ada Obi, Third Term, 2025/2026',
    });
    expect(within(card).getByText('Greenfield Academy')).toBeVisible();
    expect(detail('Position in class')).toHaveTextContent('3rd of 34');
    expect(detail('Average')).toHaveTextContent('63.25');
    expect(detail('Overall grade')).toHaveTextContent('B · Very good');
    expect(detail('Attendance')).toHaveTextContent('58 of 62 days (94%)');

    const maths = screen.getByRole('row', { name: /^Mathematics/ });
    // A CA cell marked absent stays ABS, not 0; the subject's position is an ordinal.
    expect(
      within(maths)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['18', 'ABS', '52.5', '70.5', 'A', 'Excellent', '1st', '55.2', '70.5', '31']);
    expect(screen.getByRole('row', { name: /Punctuality/ })).toHaveTextContent('4 · Very good');
    expect(screen.getByRole('row', { name: /Honesty/ })).toHaveTextContent('—');
    expect(screen.getByText('A steady term.')).toBeVisible();
    expect(screen.getByText(/Next term begins/).parentElement).toHaveTextContent(
      '14 September 2026',
    );
    // Published: no warning.
    expect(screen.queryByText(/Not published/)).toBeNull();
  });

  it('says when attendance was not recorded and when the card is not published', () => {
    show(reportCard({ days_open: 0, days_present: 0, published: false, position: null }));
    expect(detail('Attendance')).toHaveTextContent('Not recorded');
    expect(detail('Position in class')).toHaveTextContent('—');
    expect(screen.getByText(/Not published: families do not see this card yet/)).toBeVisible();
  });

  it('shows the earlier terms and the cumulative figures on the session’s last term', () => {
    const card = reportCard();
    show({
      ...card,
      earlier_terms: ['First Term', 'Second Term'],
      subjects: card.subjects.map((s, i) => ({
        ...s,
        earlier: i === 0 ? ['61', null] : ['50', '58'],
        cumulative: i === 0 ? '131.5' : '164',
        cumulative_average: i === 0 ? '65.75' : '54.67',
      })),
    });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['First Term', 'Second Term', 'Cumulative', 'Cum. average']),
    );
    const maths = screen.getByRole('row', { name: /^Mathematics/ });
    const cells = within(maths)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // After the total: first term, second term (no score: a dash), cumulative, its average.
    expect(cells.slice(3, 8)).toEqual(['70.5', '61', '—', '131.5', '65.75']);
  });
});
