// The admins' side of fees: raising a term's invoices, the collection, the invoices and one
// invoice's ledger, the payments with the transfers to confirm or reject; and the routes.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { TIME_ZONE_KEY } from '@/lib/school';
import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import AdminFeesPage from './admin/fees-page';
import InvoicePage from './admin/invoice-page';
import AdminPaymentsPage from './admin/payments-page';
import type { FeeCategory, FeeChoices, Invoice, Payment } from './api';
import {
  KEMI_INVOICE,
  PAYMENT_ID,
  SECOND_TERM_ID,
  TERM_ID,
  TOLU_ID,
  TOLU_INVOICE,
  collection,
  feeCategories,
  kemiInvoice,
  page,
  payment,
  pickerHandlers,
  statementHandler,
  summary,
  toluInvoice,
  toluStudent,
} from './testing/fixtures';

const FEE_MANAGER = { permissions: ['payments.confirm'] };

function feesHandlers() {
  const asked: URLSearchParams[] = [];
  return {
    asked,
    handlers: [
      schoolSettings({ currency: 'NGN' }),
      ...pickerHandlers(),
      http.get('*/api/fees/collection/', () => HttpResponse.json(collection())),
      http.get('*/api/fees/invoices/', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(page([summary(toluInvoice()), summary(kemiInvoice())]));
      }),
    ],
  };
}

describe('the admin’s fees page', () => {
  it('raises a class’s invoices, showing progress, then what it did', async () => {
    signedInAs('admin', FEE_MANAGER);
    const { handlers } = feesHandlers();
    const sent: unknown[] = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      ...handlers,
      http.post('*/api/fees/invoices/generate/', async ({ request }) => {
        sent.push(await request.json());
        await answered;
        return HttpResponse.json({ students: 30, created: 27, existing: 2, nothing_to_pay: 1 });
      }),
    );
    renderApp(<AdminFeesPage />, { route: '/admin/fees', path: '/admin/fees' });

    const form = await screen.findByRole('form', { name: 'Raise invoices' });
    // The current term is chosen.
    expect(await screen.findByRole('combobox', { name: 'Term' })).toHaveValue(TERM_ID);
    expect(
      within(form).getByText(
        /The first instalment, or the whole invoice, is due on the first date/,
      ),
    ).toBeVisible();
    fireEvent.change(within(form).getByRole('combobox', { name: 'Whom' }), {
      target: { value: 'class' },
    });
    // Sent without a class or a date: said, and nothing sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Raise invoices' }));
    expect(within(form).getByText('Choose the class.')).toBeVisible();
    expect(within(form).getByText('Give the first due date.')).toBeVisible();
    expect(sent).toEqual([]);

    await waitFor(() =>
      expect(within(form).getByRole('option', { name: 'JSS 1A' })).toBeInTheDocument(),
    );
    fireEvent.change(within(form).getByRole('combobox', { name: 'Class' }), {
      target: { value: 'class-jss1a' },
    });
    fireEvent.change(within(form).getByLabelText('First due date'), {
      target: { value: '2026-09-15' },
    });
    fireEvent.change(within(form).getByLabelText('Second due date'), {
      target: { value: '2026-10-15' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Raise invoices' }));

    expect(await within(form).findByRole('button', { name: 'Raising invoices…' })).toBeDisabled();
    answer();
    expect(
      await within(form).findByText('27 invoices raised; 2 already had one; 1 has nothing to pay.'),
    ).toBeVisible();
    expect(sent).toEqual([
      {
        term_id: TERM_ID,
        class_id: 'class-jss1a',
        level_id: null,
        due_dates: ['2026-09-15', '2026-10-15'],
      },
    ]);
  });

  it('shows the server’s reason beside the due dates', async () => {
    signedInAs('admin', FEE_MANAGER);
    server.use(
      ...feesHandlers().handlers,
      http.post('*/api/fees/invoices/generate/', () =>
        HttpResponse.json(
          {
            detail: 'Some fields are not valid. Correct them and try again.',
            code: 'payments.invalid',
            fields: {
              due_dates: ['The school offers payment in 3 instalments: give a due date for each.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderApp(<AdminFeesPage />, { route: '/admin/fees', path: '/admin/fees' });
    const form = await screen.findByRole('form', { name: 'Raise invoices' });
    await screen.findByRole('combobox', { name: 'Term' });
    fireEvent.change(within(form).getByLabelText('First due date'), {
      target: { value: '2026-09-15' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Raise invoices' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The school offers payment in 3 instalments: give a due date for each.',
    );
  });

  it('shows each class’s collection with the totals, and the invoices by status', async () => {
    signedInAs('admin');
    const { asked, handlers } = feesHandlers();
    server.use(...handlers);
    renderApp(<AdminFeesPage />, { route: '/admin/fees', path: '/admin/fees' });

    // Without payments.confirm, no form.
    expect(
      await screen.findByText(
        /Raising invoices and choosing students’ optional fees need the payments.confirm/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Optional fees' })).toBeNull();
    const section = screen.getByRole('region', { name: 'Collection' });
    const table = await within(section).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ClassStudentsInvoicedExpectedCollectedOutstanding',
      'JSS 1A3028₦350,000.00₦200,000.00₦150,000.00',
      'Primary 42525₦180,000.00₦180,000.00₦0.00',
      'Total5553₦530,000.00₦380,000.00₦150,000.00',
    ]);

    const invoices = screen.getByRole('region', { name: 'Invoices' });
    const link = await within(invoices).findByRole('link', { name: 'Kemi Bakare' });
    expect(link).toHaveAttribute('href', `/admin/fees/invoices/${KEMI_INVOICE}`);
    expect(asked.at(-1)?.get('term_id')).toBe(TERM_ID);
    fireEvent.change(within(invoices).getByRole('combobox', { name: 'Status' }), {
      target: { value: 'part_paid' },
    });
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('part_paid'));
  });

  it('opens an invoice with its ledger', async () => {
    signedInAs('admin');
    server.use(
      schoolSettings(),
      http.get(`*/api/fees/invoices/${KEMI_INVOICE}/`, () => HttpResponse.json(kemiInvoice())),
    );
    renderApp(<InvoicePage />, {
      route: `/admin/fees/invoices/${KEMI_INVOICE}`,
      path: '/admin/fees/invoices/:invoiceId',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kemi Bakare: First Term' }),
    ).toBeVisible();
    const ledger = screen.getByRole('table', { name: 'Ledger' });
    const rows = within(ledger)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Fee', 'Tuition', '₦8,000.00', '₦8,000.00'],
      ['Discount', 'Sibling discount (second child, 10%)', '-₦800.00', '₦7,200.00'],
      ['Payment', 'Payment R-000011', '-₦2,400.00', '₦4,800.00'],
    ]);
  });
});

describe('a student’s optional fees', () => {
  /** The fees page with `categories` in the settings, Tolu found by the search. */
  function openFees({
    categories = feeCategories(),
    saved = ['lunch'],
    answer = (body: FeeChoices) => HttpResponse.json(body),
  }: {
    categories?: FeeCategory[];
    saved?: string[];
    answer?: (body: FeeChoices) => Response;
  } = {}) {
    const searched: URLSearchParams[] = [];
    const read: URLSearchParams[] = [];
    const sent: unknown[] = [];
    server.use(
      schoolSettings({
        currency: 'NGN',
        fee_structure: {
          categories,
          paymentPlans: { fullPayment: true, twoInstallments: true, threeInstallments: true },
        },
      }),
      ...feesHandlers().handlers,
      http.get('*/api/students/', ({ request }) => {
        searched.push(new URL(request.url).searchParams);
        return HttpResponse.json(page([toluStudent()]));
      }),
      http.get('*/api/fees/choices/', ({ request }) => {
        const query = new URL(request.url).searchParams;
        read.push(query);
        return HttpResponse.json({
          student_id: query.get('student_id'),
          term_id: query.get('term_id'),
          category_ids: saved,
        });
      }),
      http.put('*/api/fees/choices/', async ({ request }) => {
        const body = (await request.json()) as FeeChoices;
        sent.push(body);
        return answer(body);
      }),
    );
    renderApp(<AdminFeesPage />, { route: '/admin/fees', path: '/admin/fees' });
    return { searched, read, sent };
  }

  async function findTolu() {
    const section = await screen.findByRole('region', { name: 'Optional fees' });
    fireEvent.change(
      await within(section).findByLabelText('Find a student (name or admission number)'),
      { target: { value: 'Tolu' } },
    );
    fireEvent.click(await within(section).findByRole('button', { name: /Tolu Bakare/ }));
    return within(section).findByRole('form', { name: 'Optional fees of Tolu Bakare' });
  }

  it('finds a student, shows what they pay this term, and saves the fees ticked', async () => {
    signedInAs('admin', FEE_MANAGER);
    const { searched, read, sent } = openFees();
    const section = await screen.findByRole('region', { name: 'Optional fees' });
    expect(
      within(section).getByText(
        'Invoices raised after this include the fees ticked here; an invoice already raised does not change — add a fee to it from the invoice’s page.',
      ),
    ).toBeVisible();

    const form = await findTolu();
    expect(Object.fromEntries(searched[0])).toEqual({ search: 'Tolu', page_size: '10' });
    expect(within(section).getByText('ADM-001 · JSS 1A')).toBeVisible();
    const bus = await within(form).findByRole('checkbox', { name: 'School bus' });
    expect(Object.fromEntries(read[0])).toEqual({ student_id: TOLU_ID, term_id: TERM_ID });
    // Only the optional fees, each at what the student's class level pays; lunch was chosen.
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['School bus', 'Lunch', 'Excursion']);
    expect(within(form).queryByRole('checkbox', { name: 'Tuition' })).toBeNull();
    expect(within(form).queryByRole('checkbox', { name: 'Development levy' })).toBeNull();
    expect(bus).not.toBeChecked();
    expect(bus).toHaveAccessibleDescription('₦12,000.00');
    const lunch = within(form).getByRole('checkbox', { name: 'Lunch' });
    expect(lunch).toBeChecked();
    expect(lunch).toHaveAccessibleDescription('₦15,000.00');
    expect(within(form).getByRole('checkbox', { name: 'Excursion' })).toHaveAccessibleDescription(
      'Not charged this term',
    );

    fireEvent.click(bus);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
    expect(sent).toEqual([
      { student_id: TOLU_ID, term_id: TERM_ID, category_ids: ['bus', 'lunch'] },
    ]);
    // A change since is not saved yet.
    fireEvent.click(lunch);
    expect(within(form).queryByText('Saved.')).toBeNull();

    // Another term: the student's choices of that term.
    fireEvent.change(screen.getByRole('combobox', { name: 'Term' }), {
      target: { value: SECOND_TERM_ID },
    });
    const second = await within(section).findByRole('form', {
      name: 'Optional fees of Tolu Bakare',
    });
    await waitFor(() => expect(read.at(-1)?.get('term_id')).toBe(SECOND_TERM_ID));
    expect(
      await within(second).findByRole('checkbox', { name: 'Excursion' }),
    ).toHaveAccessibleDescription('₦5,000.00');
  });

  it('shows the server’s reason when it refuses the fees ticked', async () => {
    signedInAs('admin', FEE_MANAGER);
    const { sent } = openFees({
      saved: [],
      answer: () =>
        HttpResponse.json(
          {
            detail: 'Some fields are not valid. Correct them and try again.',
            code: 'payments.invalid',
            fields: { 'category_ids.0': ['“bus” is not one of the school’s optional fees.'] },
          },
          { status: 422 },
        ),
    });
    const form = await findTolu();
    fireEvent.click(await within(form).findByRole('checkbox', { name: 'School bus' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '“bus” is not one of the school’s optional fees.',
    );
    expect(within(form).queryByText('Saved.')).toBeNull();
    expect(sent).toEqual([{ student_id: TOLU_ID, term_id: TERM_ID, category_ids: ['bus'] }]);
  });

  it('says so when the school has no optional fees, with the way to the settings', async () => {
    signedInAs('admin', FEE_MANAGER);
    openFees({ categories: feeCategories().filter((c) => c.mandatory !== false) });
    const section = await screen.findByRole('region', { name: 'Optional fees' });
    expect(await within(section).findByText(/The school has no optional fees/)).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'Payments tab of the settings' }),
    ).toHaveAttribute('href', '/admin/settings?tab=payments');
    expect(within(section).queryByRole('searchbox')).toBeNull();
  });
});

describe('an admin’s entry on an invoice', () => {
  function openInvoice(answer: (body: unknown) => Response, read: () => Invoice = kemiInvoice) {
    const sent: unknown[] = [];
    server.use(
      schoolSettings(),
      http.get(`*/api/fees/invoices/${KEMI_INVOICE}/`, () => HttpResponse.json(read())),
      http.post(`*/api/fees/invoices/${KEMI_INVOICE}/entries/`, async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return answer(body);
      }),
    );
    renderApp(<InvoicePage />, {
      route: `/admin/fees/invoices/${KEMI_INVOICE}`,
      path: '/admin/fees/invoices/:invoiceId',
    });
    return sent;
  }

  it('adds a fee, typed in naira and sent in kobo, and shows it in the ledger', async () => {
    signedInAs('admin', FEE_MANAGER);
    const invoice = kemiInvoice();
    const added = kemiInvoice({
      entries: [
        ...invoice.entries,
        {
          id: 6,
          kind: 'charge',
          category_id: null,
          description: 'Lost library book',
          amount: 250_000,
          payment_id: null,
          created_at: '2026-09-20T10:00:00Z',
        },
      ],
      figures: { ...invoice.figures, charged: 1_050_000, net: 970_000, balance: 730_000 },
    });
    let now = invoice;
    const sent = openInvoice(
      () => {
        now = added;
        return HttpResponse.json(added, { status: 201 });
      },
      () => now,
    );

    const form = await screen.findByRole('form', { name: 'Add an entry' });
    expect(within(form).getByRole('combobox', { name: 'Kind' })).toHaveValue('charge');
    // A fee belongs to no payment.
    expect(within(form).queryByRole('combobox', { name: 'Payment' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Add the entry' }));
    expect(within(form).getByText('Enter the amount.')).toBeVisible();
    expect(within(form).getByText('Say what the entry is for: the family reads it.')).toBeVisible();
    expect(sent).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Amount (NGN)'), { target: { value: '2,500' } });
    fireEvent.change(within(form).getByLabelText('Description (the family reads it)'), {
      target: { value: ' Lost library book ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the entry' }));

    expect(
      await within(form).findByText('The fee is added: ₦2,500.00, “Lost library book”.'),
    ).toBeVisible();
    expect(sent).toEqual([{ kind: 'charge', amount: 250_000, description: 'Lost library book' }]);
    const ledger = screen.getByRole('table', { name: 'Ledger' });
    expect(within(ledger).getByRole('cell', { name: 'Lost library book' })).toBeVisible();
    expect(within(form).getByLabelText('Amount (NGN)')).toHaveValue('');
  });

  it('refunds part of a payment that paid the invoice, and says what the server refused', async () => {
    signedInAs('admin', FEE_MANAGER);
    const sent = openInvoice(() =>
      HttpResponse.json(
        {
          detail: 'Only ₦2,400.00 of payment R-000011 is left to give back: refund that or less.',
          code: 'payments.conflict',
        },
        { status: 409 },
      ),
    );
    const form = await screen.findByRole('form', { name: 'Add an entry' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Kind' }), {
      target: { value: 'refund' },
    });
    const payment = within(form).getByRole('combobox', { name: 'Payment' });
    expect(
      within(payment)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a payment', 'Payment R-000011 — ₦2,400.00']);
    fireEvent.change(within(form).getByLabelText('Amount (NGN)'), { target: { value: '3000' } });
    fireEvent.change(within(form).getByLabelText('Description (the family reads it)'), {
      target: { value: 'Paid twice' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the entry' }));
    expect(
      within(form).getByText('Choose the payment the money is given or taken back from.'),
    ).toBeVisible();
    expect(sent).toEqual([]);

    fireEvent.change(payment, { target: { value: PAYMENT_ID } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the entry' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Only ₦2,400.00 of payment R-000011 is left to give back: refund that or less.',
    );
    expect(sent).toEqual([
      { kind: 'refund', amount: 300_000, description: 'Paid twice', payment_id: PAYMENT_ID },
    ]);
  });

  it('shows the server’s field errors beside their inputs', async () => {
    signedInAs('admin', FEE_MANAGER);
    openInvoice(() =>
      HttpResponse.json(
        {
          detail: 'Some fields are not valid. Correct them and try again.',
          code: 'payments.invalid',
          fields: {
            description: ['Say in up to 300 characters what the entry is for: families read it.'],
          },
        },
        { status: 422 },
      ),
    );
    const form = await screen.findByRole('form', { name: 'Add an entry' });
    fireEvent.change(within(form).getByLabelText('Amount (NGN)'), { target: { value: '10' } });
    fireEvent.change(within(form).getByLabelText('Description (the family reads it)'), {
      target: { value: 'x' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the entry' }));
    expect(
      await within(form).findByText(
        'Say in up to 300 characters what the entry is for: families read it.',
      ),
    ).toBeVisible();
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('offers nothing to refund on an invoice no payment paid, and no form without payments.confirm', async () => {
    signedInAs('admin', FEE_MANAGER);
    server.use(
      schoolSettings(),
      http.get(`*/api/fees/invoices/${TOLU_INVOICE}/`, () => HttpResponse.json(toluInvoice())),
    );
    renderApp(<InvoicePage />, {
      route: `/admin/fees/invoices/${TOLU_INVOICE}`,
      path: '/admin/fees/invoices/:invoiceId',
    });
    const form = await screen.findByRole('form', { name: 'Add an entry' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Kind' }), {
      target: { value: 'reversal' },
    });
    expect(
      within(form).getByText(
        /No payment has paid this invoice yet, so there is nothing to reverse/,
      ),
    ).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Add the entry' })).toBeDisabled();
  });

  it('is not offered to an admin without payments.confirm', async () => {
    signedInAs('admin');
    server.use(
      schoolSettings(),
      http.get(`*/api/fees/invoices/${KEMI_INVOICE}/`, () => HttpResponse.json(kemiInvoice())),
    );
    renderApp(<InvoicePage />, {
      route: `/admin/fees/invoices/${KEMI_INVOICE}`,
      path: '/admin/fees/invoices/:invoiceId',
    });
    await screen.findByRole('table', { name: 'Ledger' });
    expect(screen.queryByRole('form', { name: 'Add an entry' })).toBeNull();
  });
});

describe('the admin’s payments page', () => {
  let transfer: Payment;
  beforeEach(() => {
    transfer = payment({
      id: 'p-5',
      reference: 'SP-BANK',
      gateway: 'bank_transfer',
      status: 'pending',
      amount: 480_000,
      receipt_number: null,
      settled_at: null,
      has_proof: true,
      allocations: [],
    });
  });

  function paymentsHandlers() {
    const asked: URLSearchParams[] = [];
    const decided: { what: string; body: unknown }[] = [];
    const handlers = [
      schoolSettings(),
      http.get('*/api/payments/', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const status = query.get('status');
        return HttpResponse.json(page([transfer].filter((p) => !status || p.status === status)));
      }),
      http.post('*/api/payments/p-5/confirm/', () => {
        decided.push({ what: 'confirm', body: null });
        transfer = { ...transfer, status: 'successful', receipt_number: 'R-000013' };
        return HttpResponse.json(transfer);
      }),
      http.post('*/api/payments/p-5/reject/', async ({ request }) => {
        const body = await request.json();
        decided.push({ what: 'reject', body });
        transfer = { ...transfer, status: 'rejected', reason: 'Not in the account.' };
        return HttpResponse.json(transfer);
      }),
    ];
    return { asked, decided, handlers };
  }

  it('lists the transfers waiting, and confirms one', async () => {
    signedInAs('admin', FEE_MANAGER);
    const { asked, decided, handlers } = paymentsHandlers();
    server.use(...handlers);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<AdminPaymentsPage />, { route: '/admin/payments', path: '/admin/payments' });

    expect(await screen.findByRole('rowheader', { name: /Ngozi Bakare/ })).toHaveTextContent(
      'for Kemi Bakare',
    );
    expect(screen.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
    expect(asked[0].get('status')).toBe('pending');
    expect(screen.getByRole('cell', { name: '₦4,800.00' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'View proof' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('transfer of ₦4,800.00'));
    await waitFor(() => expect(decided).toEqual([{ what: 'confirm', body: null }]));
    // The list is read again: the transfer is no longer waiting.
    expect(
      await screen.findByText(
        'Nothing is waiting: every transfer sent has been confirmed or rejected.',
      ),
    ).toBeVisible();
  });

  it('rejects a transfer with the reason the payer reads', async () => {
    signedInAs('admin', FEE_MANAGER);
    const { decided, handlers } = paymentsHandlers();
    server.use(...handlers);
    renderApp(<AdminPaymentsPage />, { route: '/admin/payments', path: '/admin/payments' });

    fireEvent.click(await screen.findByRole('button', { name: 'Reject…' }));
    const reason = screen.getByLabelText(/Why Ngozi Bakare’s transfer is not confirmed/);
    fireEvent.click(screen.getByRole('button', { name: 'Reject the transfer' }));
    expect(
      screen.getByText('Say why the transfer is not confirmed: the payer reads it.'),
    ).toBeVisible();
    fireEvent.change(reason, { target: { value: 'Not in the account.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject the transfer' }));
    await waitFor(() =>
      expect(decided).toEqual([{ what: 'reject', body: { reason: 'Not in the account.' } }]),
    );
    expect(
      await screen.findByText(
        'Nothing is waiting: every transfer sent has been confirmed or rejected.',
      ),
    ).toBeVisible();

    // The rejected tab shows it with its reason.
    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByText('Not in the account.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('shows a proof in a new tab, fetched with the session', async () => {
    signedInAs('admin', FEE_MANAGER);
    const { handlers } = paymentsHandlers();
    let authorization: string | null = null;
    server.use(
      ...handlers,
      http.get('*/api/payments/p-5/proof/', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const created = vi.fn(() => 'blob:proof');
    Object.defineProperty(URL, 'createObjectURL', { value: created, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    renderApp(<AdminPaymentsPage />, { route: '/admin/payments', path: '/admin/payments' });

    fireEvent.click(await screen.findByRole('button', { name: 'View proof' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:proof'));
    expect(authorization).toMatch(/^Bearer /);
    expect(tab.opener).toBeNull();
  });

  it('without payments.confirm, shows the transfers without the decisions', async () => {
    signedInAs('admin');
    server.use(...paymentsHandlers().handlers);
    renderApp(<AdminPaymentsPage />, { route: '/admin/payments', path: '/admin/payments' });
    expect(await screen.findByRole('button', { name: 'View proof' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject…' })).toBeNull();
  });

  it('downloads every payment the filters select as CSV, written by the server', async () => {
    // Ten in the morning of 9 December on the phone (UTC-5), and three in the afternoon in
    // UTC, is already the 10th where the school is (UTC+14): the file is named by its day.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 11, 9, 10, 0));
    localStorage.setItem(TIME_ZONE_KEY, 'UTC+14');
    signedInAs('admin', FEE_MANAGER);
    const { handlers } = paymentsHandlers();
    let exported: { url: URL; auth: string | null } | null = null;
    server.use(
      schoolSettings({ timezone: 'UTC+14' }),
      ...handlers,
      http.get('*/api/payments/export/', ({ request }) => {
        exported = { url: new URL(request.url), auth: request.headers.get('Authorization') };
        return new HttpResponse('reference,receipt\r\n', {
          headers: { 'Content-Type': 'text/csv' },
        });
      }),
    );
    // Defined, not assigned: another test of this file defines them read-only.
    Object.defineProperty(URL, 'createObjectURL', {
      value: vi.fn(() => 'blob:payments'),
      configurable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = this.download;
    });
    renderApp(<AdminPaymentsPage />, {
      route: '/admin/payments?status=pending&gateway=bank_transfer&q=Bakare',
      path: '/admin/payments',
    });
    const button = await screen.findByRole('button', { name: 'Download CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);

    await waitFor(() => expect(saved).toBe('payments-2026-12-10.csv'));
    expect(exported!.auth).toMatch(/^Bearer /);
    expect(exported!.url.pathname).toBe('/api/payments/export/');
    // The filters on the screen, without the page.
    expect(Object.fromEntries(exported!.url.searchParams)).toEqual({
      status: 'pending',
      gateway: 'bank_transfer',
      search: 'Bakare',
    });
  });

  it('says so when the download fails', async () => {
    signedInAs('admin', FEE_MANAGER);
    server.use(
      ...paymentsHandlers().handlers,
      http.get('*/api/payments/export/', () =>
        HttpResponse.json(
          { detail: 'You do not have permission to do this.', code: 'forbidden' },
          { status: 403 },
        ),
      ),
    );
    renderApp(<AdminPaymentsPage />, { route: '/admin/payments', path: '/admin/payments' });
    const button = await screen.findByRole('button', { name: 'Download CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('You do not have permission to do this.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});

describe('the fees routes', () => {
  beforeEach(() => {
    // A new page starts at its top (router.tsx); jsdom does not scroll.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function open(path: string) {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
  }

  const bell = http.get('*/api/notifications/unread_count/', () => HttpResponse.json({ count: 0 }));

  it('opens /admin/fees inside the admin menu, lit on Fees, beside Payments', async () => {
    signedInAs('admin', { is_superuser: true });
    server.use(...feesHandlers().handlers, bell);
    open('/admin/fees');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fees' }, { timeout: 5000 }),
    ).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Admin area' });
    expect(within(menu).getByRole('link', { name: 'Fees' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'href',
      '/admin/payments',
    );
  });

  it('opens /parent/fees in the parent’s frame', async () => {
    signedInAs('parent');
    server.use(schoolSettings(), statementHandler().handler, bell);
    open('/parent/fees');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fees' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tolu Bakare' })).toBeVisible();
    expect(screen.getByRole('link', { name: '← Dashboard' })).toHaveAttribute(
      'href',
      '/parent/dashboard',
    );
  });
});
