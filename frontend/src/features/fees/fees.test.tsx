// The family's fees page: the statement, choosing a plan, paying by card (the browser leaves for
// the gateway) and by bank transfer, the return from the gateway, and a receipt.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { browser } from './browser';
import FeesPage from './components/fees-page';
import ReceiptPage from './components/receipt-page';
import { formatMoney, parseAmount } from './format';
import {
  KEMI_INVOICE,
  PAYMENT_ID,
  TOLU_INVOICE,
  kemiInvoice,
  payment,
  statement,
  statementHandler,
  toluInvoice,
} from './testing/fixtures';

/** Where the page is: the address's search, to see a parameter taken out. */
function Search() {
  return <output aria-label="Address search">{useLocation().search}</output>;
}

function openFees(route = '/parent/fees') {
  renderApp(
    <>
      <FeesPage />
      <Search />
    </>,
    { route, path: '/parent/fees' },
  );
}

const child = (name: string) => screen.getByRole('region', { name });
const invoiceOf = (childName: string) => within(child(childName)).getByRole('article');

describe('money', () => {
  it('shows minor units in the currency, and reads what a person types', () => {
    expect(formatMoney(1_250_000, 'NGN')).toBe('₦12,500.00');
    expect(formatMoney(-80_000, 'NGN')).toBe('-₦800.00');
    expect(parseAmount('12,500.5', 'NGN')).toBe(1_250_050);
    expect(parseAmount('4800', 'NGN')).toBe(480_000);
    expect(parseAmount('12.345', 'NGN')).toBeNull();
    expect(parseAmount('ten', 'NGN')).toBeNull();
  });
});

describe('the family’s fees page', () => {
  it("shows each child's invoice with its lines, the sibling discount, figures and instalments", async () => {
    signedInAs('parent');
    server.use(schoolSettings(), statementHandler().handler);
    openFees();

    expect(await screen.findByRole('heading', { level: 2, name: 'Tolu Bakare' })).toBeVisible();
    // The totals at the top.
    const owed = screen.getByLabelText('What is owed');
    expect(within(owed).getByText('Balance').nextElementSibling).toHaveTextContent('₦17,300.00');
    expect(within(owed).getByText('Due now').nextElementSibling).toHaveTextContent('₦14,900.00');

    const tolu = invoiceOf('Tolu Bakare');
    expect(within(tolu).getByRole('heading', { name: 'First Term' })).toBeVisible();
    expect(within(tolu).getByText('Unpaid')).toBeVisible();
    expect(
      within(tolu).getByRole('rowheader', { name: 'Tuition' }).nextElementSibling,
    ).toHaveTextContent('₦10,000.00');
    expect(
      within(tolu).getByRole('rowheader', { name: 'Development levy' }).nextElementSibling,
    ).toHaveTextContent('₦2,500.00');

    const kemi = invoiceOf('Kemi Bakare');
    expect(within(kemi).getByText('Part paid')).toBeVisible();
    // The discount is a line of its own, negative; the payment is not a line.
    expect(
      within(kemi).getByRole('rowheader', { name: 'Sibling discount (second child, 10%)' })
        .nextElementSibling,
    ).toHaveTextContent('-₦800.00');
    expect(within(kemi).queryByText('Payment R-000011')).toBeNull();
    expect(
      within(kemi).getByRole('rowheader', { name: 'Total for the term' }).nextElementSibling,
    ).toHaveTextContent('₦7,200.00');
    expect(
      within(kemi).getByRole('rowheader', { name: 'Paid' }).nextElementSibling,
    ).toHaveTextContent('₦2,400.00');
    expect(
      within(kemi).getByRole('rowheader', { name: 'Balance' }).nextElementSibling,
    ).toHaveTextContent('₦4,800.00');
    const instalments = within(kemi).getByRole('table', { name: 'Instalments' });
    const rows = within(instalments).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '15/09/2026₦2,400.00₦2,400.00',
      '15/10/2026overdue₦2,400.00₦0.00',
      '15/11/2026₦2,400.00₦0.00',
    ]);
    expect(rows[1]).toHaveClass('text-red-700');
    // Kemi's plan is fixed once something is paid; Tolu's may change.
    expect(within(kemi).queryByRole('group', { name: 'How to pay this invoice' })).toBeNull();
    expect(within(tolu).getByRole('group', { name: 'How to pay this invoice' })).toBeVisible();

    // The payments, with the receipt of the successful one.
    const payments = screen.getByRole('region', { name: 'Payments and receipts' });
    expect(within(payments).getByText(/for Kemi Bakare/)).toBeVisible();
    expect(within(payments).getByRole('link', { name: 'Receipt R-000011' })).toHaveAttribute(
      'href',
      `/parent/fees/receipts/${PAYMENT_ID}`,
    );
  });

  it('changes the plan of an invoice nothing is paid of', async () => {
    signedInAs('parent');
    const sent: unknown[] = [];
    const halves = toluInvoice({
      plan: 'two',
      instalments: [
        { number: 1, due_on: '2026-09-15', amount: 625_000, paid: 0, overdue: true },
        { number: 2, due_on: '2026-10-15', amount: 625_000, paid: 0, overdue: false },
      ],
      due_now: 625_000,
    });
    let tolu = toluInvoice();
    server.use(
      schoolSettings(),
      statementHandler(() => statement({ invoices: [tolu, kemiInvoice()] })).handler,
      http.put(`*/api/fees/invoices/${TOLU_INVOICE}/plan/`, async ({ request }) => {
        sent.push(await request.json());
        tolu = halves;
        return HttpResponse.json(halves);
      }),
    );
    openFees();
    await screen.findByRole('heading', { level: 2, name: 'Tolu Bakare' });
    const card = invoiceOf('Tolu Bakare');
    expect(within(card).getByRole('table', { name: 'Due date' })).toBeVisible();
    expect(within(card).getByRole('radio', { name: 'In full' })).toBeChecked();
    fireEvent.click(within(card).getByRole('radio', { name: 'In two instalments' }));
    const parts = await within(card).findByRole('table', { name: 'Instalments' });
    expect(within(parts).getAllByRole('row')).toHaveLength(3);
    expect(within(card).getByRole('radio', { name: 'In two instalments' })).toBeChecked();
    expect(sent).toEqual([{ plan: 'two' }]);
  });

  it('offers only the plans the school offers, no more instalments than due dates', async () => {
    signedInAs('parent');
    server.use(
      schoolSettings(),
      statementHandler(
        statement({
          plans: ['full', 'three'],
          invoices: [toluInvoice(), toluInvoice({ id: 'other', due_dates: ['2026-09-15'] })],
        }),
      ).handler,
    );
    openFees();
    await screen.findByRole('heading', { level: 2, name: 'Tolu Bakare' });
    const [withDates, oneDate] = within(child('Tolu Bakare')).getAllByRole('article');
    const plans = within(withDates).getByRole('group', { name: 'How to pay this invoice' });
    expect(
      within(plans)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['full', 'three']);
    // One due date: in full is the only way, so there is nothing to choose.
    expect(within(oneDate).queryByRole('group', { name: 'How to pay this invoice' })).toBeNull();
  });

  it('offers no choice when the school offers one plan', async () => {
    signedInAs('parent');
    server.use(schoolSettings(), statementHandler(statement({ plans: ['full'] })).handler);
    openFees();
    await screen.findByRole('heading', { level: 2, name: 'Tolu Bakare' });
    expect(screen.queryByRole('group', { name: 'How to pay this invoice' })).toBeNull();
  });

  it('pays the chosen invoices with Paystack, and sends the browser to its checkout', async () => {
    signedInAs('parent');
    const sent: unknown[] = [];
    const leave = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    server.use(
      schoolSettings(),
      statementHandler().handler,
      http.post('*/api/payments/checkout/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            payment_id: 'p-1',
            reference: 'SP-AAA',
            checkout_url: 'https://checkout.paystack.com/abc',
          },
          { status: 201 },
        );
      }),
    );
    openFees();
    const pay = await screen.findByRole('region', { name: 'Pay' });
    // Every invoice with a balance is chosen, for their whole balance.
    const tolu = within(pay).getByRole('checkbox', { name: /Tolu Bakare, First Term/ });
    const kemi = within(pay).getByRole('checkbox', { name: /Kemi Bakare, First Term/ });
    expect(tolu).toBeChecked();
    expect(kemi).toBeChecked();
    const amount = within(pay).getByLabelText('Amount to pay (NGN)');
    expect(amount).toHaveValue('17300');
    expect(within(pay).getByText(/Paying less pays what falls due first/)).toBeVisible();
    // The card gateways offered, and no Stripe.
    expect(within(pay).getByRole('button', { name: 'Pay with Flutterwave' })).toBeVisible();
    expect(within(pay).queryByRole('button', { name: 'Pay with Stripe' })).toBeNull();

    // Only Kemi's: the amount follows, and the whole balance is not sent.
    fireEvent.click(tolu);
    expect(amount).toHaveValue('4800');
    fireEvent.click(within(pay).getByRole('button', { name: 'Pay with Paystack' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.paystack.com/abc'));
    expect(sent).toEqual([{ invoice_ids: [KEMI_INVOICE], gateway: 'paystack' }]);
    expect(within(pay).getByRole('button', { name: 'Opening Paystack…' })).toBeDisabled();
  });

  it('sends a smaller amount in minor units, and refuses more than is owed', async () => {
    signedInAs('parent');
    const sent: unknown[] = [];
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    server.use(
      schoolSettings(),
      statementHandler().handler,
      http.post('*/api/payments/checkout/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { payment_id: 'p-1', reference: 'SP-AAA', checkout_url: 'https://flw.example/pay' },
          { status: 201 },
        );
      }),
    );
    openFees();
    const pay = await screen.findByRole('region', { name: 'Pay' });
    const amount = within(pay).getByLabelText('Amount to pay (NGN)');
    fireEvent.change(amount, { target: { value: '20000' } });
    expect(within(pay).getByRole('alert')).toHaveTextContent(
      'That is more than the chosen invoices owe: enter ₦17,300.00 or less.',
    );
    expect(within(pay).getByRole('button', { name: 'Pay with Flutterwave' })).toBeDisabled();
    fireEvent.change(amount, { target: { value: '5,000.50' } });
    fireEvent.click(within(pay).getByRole('button', { name: 'Pay with Flutterwave' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      invoice_ids: [TOLU_INVOICE, KEMI_INVOICE],
      gateway: 'flutterwave',
      amount: 500_050,
    });
  });

  it("shows the server's reason when a payment cannot start", async () => {
    signedInAs('parent');
    const leave = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    server.use(
      schoolSettings(),
      statementHandler().handler,
      http.post('*/api/payments/checkout/', () =>
        HttpResponse.json(
          {
            detail: 'Some fields are not valid. Correct them and try again.',
            code: 'payments.invalid',
            fields: {
              gateway: [
                'Card payments need your e-mail address for the receipt: add one to your profile, or pay by bank transfer.',
              ],
            },
          },
          { status: 422 },
        ),
      ),
    );
    openFees();
    const pay = await screen.findByRole('region', { name: 'Pay' });
    fireEvent.click(within(pay).getByRole('button', { name: 'Pay with Paystack' }));
    expect(await within(pay).findByRole('alert')).toHaveTextContent(
      'Card payments need your e-mail address for the receipt',
    );
    expect(leave).not.toHaveBeenCalled();
  });

  it('checks the payment on the return from the gateway, shows its receipt and forgets the reference', async () => {
    signedInAs('parent');
    const asked: unknown[] = [];
    const reads = statementHandler();
    server.use(
      schoolSettings(),
      reads.handler,
      http.post('*/api/payments/verify/', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(payment({ receipt_number: 'R-000012' }));
      }),
    );
    openFees('/parent/fees?reference=SP-0A1B2C3D4E5F6A7B8C9D0E1F');
    expect(await screen.findByText('Payment received — receipt R-000012.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See and print the receipt' })).toHaveAttribute(
      'href',
      `/parent/fees/receipts/${PAYMENT_ID}`,
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address search' })).toHaveTextContent(/^$/),
    );
    expect(asked).toEqual([{ reference: 'SP-0A1B2C3D4E5F6A7B8C9D0E1F' }]);
    // The statement is read again, with the payment in it.
    await waitFor(() => expect(reads.reads.count).toBeGreaterThanOrEqual(2));
  });

  it('reads the statement again when its first read was taken before the payment settled', async () => {
    // The page asks for the statement and the payment at once; the statement's first answer
    // was read before the payment settled and arrives after it: it must not be the last word.
    signedInAs('parent');
    let reads = 0;
    let release = () => {};
    const firstRead = new Promise<void>((resolve) => (release = resolve));
    server.use(
      schoolSettings(),
      http.get('*/api/fees/statement/', async () => {
        reads += 1;
        if (reads === 1) {
          await firstRead;
          return HttpResponse.json(statement());
        }
        return HttpResponse.json(statement({ balance: 0, due_now: 0 }));
      }),
      http.post('*/api/payments/verify/', () =>
        HttpResponse.json(payment({ receipt_number: 'R-000012' })),
      ),
    );
    openFees('/parent/fees?reference=SP-1');
    expect(await screen.findByText('Payment received — receipt R-000012.')).toBeVisible();
    release();
    const owed = await screen.findByLabelText('What is owed');
    await waitFor(() =>
      expect(within(owed).getByText('Balance').nextElementSibling).toHaveTextContent('₦0.00'),
    );
    expect(reads).toBe(2);
  });

  it('says when the gateway has not confirmed yet', async () => {
    signedInAs('parent');
    server.use(
      schoolSettings(),
      statementHandler().handler,
      http.post('*/api/payments/verify/', () =>
        HttpResponse.json(payment({ status: 'pending', receipt_number: null, settled_at: null })),
      ),
    );
    openFees('/parent/fees?reference=SP-1');
    expect(
      await screen.findByText(/still waiting for Paystack to confirm your payment/),
    ).toBeVisible();
  });

  it('says why a payment failed', async () => {
    signedInAs('parent');
    server.use(
      schoolSettings(),
      statementHandler().handler,
      http.post('*/api/payments/verify/', () =>
        HttpResponse.json(
          payment({
            status: 'failed',
            receipt_number: null,
            reason: 'The card was declined.',
          }),
        ),
      ),
    );
    openFees('/parent/fees?reference=SP-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment did not go through: The card was declined. You can try again',
    );
  });

  it('sends a bank transfer’s proof as a form, which then waits for the school', async () => {
    signedInAs('parent');
    let fields: [string, string][] = [];
    const reads = statementHandler();
    server.use(
      schoolSettings(),
      reads.handler,
      http.post('*/api/payments/bank-transfers/', async ({ request }) => {
        const form = await request.formData();
        fields = [...form.entries()].map(([k, v]) => [
          k,
          // jsdom's File loses its name and bytes through Node's fetch: only its field is seen.
          typeof v === 'string' ? v : 'a file',
        ]);
        return HttpResponse.json(
          payment({
            id: 'p-2',
            gateway: 'bank_transfer',
            status: 'pending',
            amount: 480_000,
            receipt_number: null,
            settled_at: null,
            has_proof: true,
            allocations: [],
          }),
          { status: 201 },
        );
      }),
    );
    openFees();
    const pay = await screen.findByRole('region', { name: 'Pay' });
    const transfer = within(pay).getByRole('region', { name: 'Pay by bank transfer' });
    expect(within(transfer).getByText('First Bank')).toBeVisible();
    expect(within(transfer).getByText('3012345678')).toBeVisible();
    expect(within(transfer).getByText('Greenfield Academy')).toBeVisible();

    fireEvent.click(within(pay).getByRole('checkbox', { name: /Tolu Bakare/ }));
    fireEvent.change(within(pay).getByLabelText('Amount to pay (NGN)'), {
      target: { value: '2400' },
    });
    const file = within(transfer).getByLabelText(/Proof of the transfer/);
    expect(file).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');
    // Sent without a file: said, and nothing sent.
    fireEvent.click(within(transfer).getByRole('button', { name: 'Send the proof' }));
    expect(within(transfer).getByRole('alert')).toHaveTextContent(
      'Choose the photo or PDF of the transfer’s receipt.',
    );
    fireEvent.change(file, {
      target: {
        files: [new File(['%PDF-1.4'], 'transfer.pdf', { type: 'application/pdf' })],
      },
    });
    fireEvent.click(within(transfer).getByRole('button', { name: 'Send the proof' }));

    expect(
      await within(pay).findByText(/^Your transfer of .* is waiting for the school to confirm it/),
    ).toBeVisible();
    expect(fields).toEqual([
      ['invoice_ids', KEMI_INVOICE],
      ['amount', '240000'],
      ['proof', 'a file'],
    ]);
    await waitFor(() => expect(reads.reads.count).toBeGreaterThanOrEqual(2));
    // The confirmation stays once the statement is read again, whatever becomes of the form.
    expect(
      within(pay).getByText(/^Your transfer of .* is waiting for the school to confirm it/),
    ).toBeVisible();
  });

  it('refuses a proof that is not a photo or a PDF without sending it', async () => {
    signedInAs('parent');
    server.use(schoolSettings(), statementHandler().handler);
    openFees();
    const transfer = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    fireEvent.change(within(transfer).getByLabelText(/Proof of the transfer/), {
      target: { files: [new File(['x'], 'notes.docx', { type: 'application/msword' })] },
    });
    fireEvent.click(within(transfer).getByRole('button', { name: 'Send the proof' }));
    expect(within(transfer).getByRole('alert')).toHaveTextContent(
      'The proof must be a JPEG, PNG or WebP photo or a PDF',
    );
  });

  it('shows a waiting transfer and a rejected one with its reason', async () => {
    signedInAs('parent');
    server.use(
      schoolSettings(),
      statementHandler(
        statement({
          payments: [
            payment({
              id: 'p-3',
              gateway: 'bank_transfer',
              status: 'pending',
              receipt_number: null,
            }),
            payment({
              id: 'p-4',
              gateway: 'bank_transfer',
              status: 'rejected',
              receipt_number: null,
              reason: 'No such transfer reached the account.',
            }),
          ],
        }),
      ).handler,
    );
    openFees();
    const payments = await screen.findByRole('region', { name: 'Payments and receipts' });
    expect(within(payments).getByText('Waiting for the school to confirm')).toBeVisible();
    expect(within(payments).getByText('Not confirmed by the school')).toBeVisible();
    expect(within(payments).getByText('No such transfer reached the account.')).toBeVisible();
    expect(within(payments).queryByRole('link', { name: /Receipt/ })).toBeNull();
    // Paying again is warned against while the transfer waits, and the invoice it pays (Kemi's)
    // is not chosen to begin with: the amount is Tolu's balance alone.
    const pay = screen.getByRole('region', { name: 'Pay' });
    expect(
      within(pay).getByText(/A bank transfer of ₦2,400.00 is waiting for the school to confirm it/),
    ).toBeVisible();
    const kemi = within(pay).getByRole('checkbox', { name: /Kemi Bakare, First Term/ });
    expect(kemi).not.toBeChecked();
    expect(kemi).toHaveAccessibleName(/A bank transfer for it is waiting for the school/);
    expect(within(pay).getByRole('checkbox', { name: /Tolu Bakare, First Term/ })).toBeChecked();
    const amount = within(pay).getByLabelText('Amount to pay (NGN)');
    expect(amount).toHaveValue('12500');
    // The family may still choose it, to pay more than the transfer did.
    fireEvent.click(kemi);
    expect(kemi).toBeChecked();
    expect(amount).toHaveValue('17300');
  });

  it('asks nothing of a family whose one invoice a waiting transfer pays', async () => {
    signedInAs('parent');
    server.use(
      schoolSettings(),
      statementHandler(
        statement({
          invoices: [kemiInvoice()],
          payments: [
            payment({
              id: 'p-3',
              gateway: 'bank_transfer',
              status: 'pending',
              receipt_number: null,
            }),
          ],
        }),
      ).handler,
    );
    openFees();
    const pay = await screen.findByRole('region', { name: 'Pay' });
    expect(
      within(pay).getByText(/Nothing to pay until the school confirms the transfer/),
    ).toBeVisible();
    expect(within(pay).queryByRole('alert')).toBeNull();
    expect(within(pay).getByLabelText('Amount to pay (NGN)')).not.toHaveAttribute('aria-invalid');
    // Ticked, it can be paid again, for more than the transfer did.
    fireEvent.click(within(pay).getByRole('checkbox', { name: /Kemi Bakare, First Term/ }));
    expect(within(pay).getByLabelText('Amount to pay (NGN)')).toHaveValue('4800');
    expect(within(pay).queryByText(/Nothing to pay until/)).toBeNull();
  });

  it('says when nothing is billed, and when the school takes no payment online', async () => {
    signedInAs('parent');
    server.use(
      schoolSettings(),
      statementHandler(statement({ invoices: [], payments: [], balance: 0, due_now: 0 })).handler,
    );
    openFees();
    expect(await screen.findByText('No fees have been billed yet.')).toBeVisible();
  });

  it('sends the family to the office when no way to pay is offered', async () => {
    signedInAs('parent');
    server.use(schoolSettings(), statementHandler(statement({ gateways: [], bank: null })).handler);
    openFees();
    expect(
      await screen.findByText(
        'The school does not take payments online yet: pay at the school office.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay with/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).toBeNull();
  });
});

describe('a receipt', () => {
  it("prints in the school's name, with what it paid for each child", async () => {
    signedInAs('parent');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    server.use(
      schoolSettings({ school_name: 'Greenfield Academy' }),
      http.get(`*/api/payments/${PAYMENT_ID}/`, () =>
        HttpResponse.json(
          payment({
            amount: 1_730_000,
            invoice_ids: [TOLU_INVOICE, KEMI_INVOICE],
            students: ['Tolu Bakare', 'Kemi Bakare'],
            allocations: [
              {
                invoice_id: TOLU_INVOICE,
                student_name: 'Tolu Bakare',
                term_name: 'First Term',
                amount: 1_250_000,
              },
              {
                invoice_id: KEMI_INVOICE,
                student_name: 'Kemi Bakare',
                term_name: 'First Term',
                amount: 480_000,
              },
            ],
          }),
        ),
      ),
    );
    renderApp(<ReceiptPage />, {
      route: `/parent/fees/receipts/${PAYMENT_ID}`,
      path: '/parent/fees/receipts/:paymentId',
    });
    expect(await screen.findByRole('heading', { name: 'Receipt R-000011' })).toBeVisible();
    expect(await screen.findByText('Greenfield Academy')).toBeVisible();
    expect(screen.getByText('Ngozi Bakare')).toBeVisible();
    expect(screen.getByText('SP-0A1B2C3D4E5F6A7B8C9D0E1F')).toBeVisible();
    expect(screen.getByText('Paystack')).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'Paid for' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      'Tolu BakareFirst Term₦12,500.00',
      'Kemi BakareFirst Term₦4,800.00',
      'Total₦17,300.00',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '← Fees' })).toHaveAttribute('href', '/parent/fees');
  });
});
