// The family dashboards' Fees card: what is still to pay and what is due, with the way to pay.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { FamilyFeesCard } from './components/fees-card';
import { statement, statementHandler } from './testing/fixtures';

describe('the dashboard’s fees card', () => {
  it('shows what the family still owes and what is due, and leads to the fees page', async () => {
    signedInAs('parent');
    server.use(statementHandler().handler);
    renderApp(<FamilyFeesCard role="parent" />);
    expect(await screen.findByText('₦17,300.00')).toBeVisible();
    expect(screen.getByText('₦14,900.00')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Pay, or see the invoices and receipts' }),
    ).toHaveAttribute('href', '/parent/fees');
  });

  it('says when nothing has been billed', async () => {
    signedInAs('student');
    server.use(statementHandler(statement({ invoices: [], balance: 0, due_now: 0 })).handler);
    renderApp(<FamilyFeesCard role="student" />);
    expect(await screen.findByText('No fees have been billed yet.')).toBeVisible();
  });
});
