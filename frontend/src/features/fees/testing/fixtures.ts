// A family of two children for the fees tests: Tolu (JSS 1A) owes her whole first term, in full;
// Kemi (Primary 4), the second child, has the sibling discount, pays in three instalments and
// has paid the first, the second overdue. And the payments, pages and terms around them.
import { http, HttpResponse } from 'msw';

import type {
  ClassCollection,
  FamilyStatement,
  Invoice,
  InvoiceSummary,
  FeeCategory,
  Payment,
  Session,
  Student,
} from '../api';

export const TOLU_INVOICE = '0196d6d2-0000-7000-8000-0000000000a1';
export const KEMI_INVOICE = '0196d6d2-0000-7000-8000-0000000000a2';
export const TERM_ID = '0196d6d2-0000-7000-8000-0000000000f1';
export const SECOND_TERM_ID = '0196d6d2-0000-7000-8000-0000000000f2';
export const PAYMENT_ID = '0196d6d2-0000-7000-8000-0000000000b1';
export const TOLU_ID = '0196d6d2-0000-7000-8000-0000000000c1';

const AT = '2026-09-01T08:00:00Z';

export function toluInvoice(over: Partial<Invoice> = {}): Invoice {
  return {
    id: TOLU_INVOICE,
    student_id: 'student-tolu',
    student_name: 'Tolu Bakare',
    admission_number: 'ADM-001',
    class_name: 'JSS 1A',
    term_id: TERM_ID,
    term_name: 'First Term',
    currency: 'NGN',
    plan: 'full',
    due_dates: ['2026-09-15', '2026-10-15', '2026-11-15'],
    entries: [
      {
        id: 1,
        kind: 'charge',
        category_id: 'tuition',
        description: 'Tuition',
        amount: 1_000_000,
        payment_id: null,
        created_at: AT,
      },
      {
        id: 2,
        kind: 'charge',
        category_id: 'levy',
        description: 'Development levy',
        amount: 250_000,
        payment_id: null,
        created_at: AT,
      },
    ],
    figures: {
      charged: 1_250_000,
      discount: 0,
      net: 1_250_000,
      paid: 0,
      balance: 1_250_000,
      status: 'unpaid',
    },
    instalments: [{ number: 1, due_on: '2026-09-15', amount: 1_250_000, paid: 0, overdue: true }],
    due_now: 1_250_000,
    created_at: AT,
    ...over,
  };
}

export function kemiInvoice(over: Partial<Invoice> = {}): Invoice {
  return {
    id: KEMI_INVOICE,
    student_id: 'student-kemi',
    student_name: 'Kemi Bakare',
    admission_number: 'ADM-002',
    class_name: 'Primary 4',
    term_id: TERM_ID,
    term_name: 'First Term',
    currency: 'NGN',
    plan: 'three',
    due_dates: ['2026-09-15', '2026-10-15', '2026-11-15'],
    entries: [
      {
        id: 3,
        kind: 'charge',
        category_id: 'tuition',
        description: 'Tuition',
        amount: 800_000,
        payment_id: null,
        created_at: AT,
      },
      {
        id: 4,
        kind: 'discount',
        category_id: null,
        description: 'Sibling discount (second child, 10%)',
        amount: -80_000,
        payment_id: null,
        created_at: AT,
      },
      {
        id: 5,
        kind: 'payment',
        category_id: null,
        description: 'Payment R-000011',
        amount: -240_000,
        payment_id: PAYMENT_ID,
        created_at: '2026-09-10T10:00:00Z',
      },
    ],
    figures: {
      charged: 800_000,
      discount: 80_000,
      net: 720_000,
      paid: 240_000,
      balance: 480_000,
      status: 'part_paid',
    },
    instalments: [
      { number: 1, due_on: '2026-09-15', amount: 240_000, paid: 240_000, overdue: false },
      { number: 2, due_on: '2026-10-15', amount: 240_000, paid: 0, overdue: true },
      { number: 3, due_on: '2026-11-15', amount: 240_000, paid: 0, overdue: false },
    ],
    due_now: 240_000,
    created_at: AT,
    ...over,
  };
}

export function payment(over: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT_ID,
    reference: 'SP-0A1B2C3D4E5F6A7B8C9D0E1F',
    gateway: 'paystack',
    status: 'successful',
    amount: 240_000,
    currency: 'NGN',
    payer_id: 'parent-ngozi',
    payer_name: 'Ngozi Bakare',
    invoice_ids: [KEMI_INVOICE],
    students: ['Kemi Bakare'],
    created_at: '2026-09-10T09:58:00Z',
    settled_at: '2026-09-10T10:00:00Z',
    receipt_number: 'R-000011',
    reason: null,
    has_proof: false,
    decided_by: null,
    allocations: [
      {
        invoice_id: KEMI_INVOICE,
        student_name: 'Kemi Bakare',
        term_name: 'First Term',
        amount: 240_000,
      },
    ],
    ...over,
  };
}

export function statement(over: Partial<FamilyStatement> = {}): FamilyStatement {
  return {
    currency: 'NGN',
    invoices: [toluInvoice(), kemiInvoice()],
    payments: [payment()],
    balance: 1_730_000,
    due_now: 1_490_000,
    gateways: ['paystack', 'flutterwave', 'bank_transfer'],
    plans: ['full', 'two', 'three'],
    bank: {
      bank_name: 'First Bank',
      account_number: '3012345678',
      account_name: 'Greenfield Academy',
    },
    ...over,
  };
}

/** Answers the statement, counting how often it is read. */
export function statementHandler(body: FamilyStatement | (() => FamilyStatement) = statement()) {
  const reads = { count: 0 };
  const handler = http.get('*/api/fees/statement/', () => {
    reads.count += 1;
    return HttpResponse.json(typeof body === 'function' ? body() : body);
  });
  return { handler, reads };
}

export function summary(invoice: Invoice): InvoiceSummary {
  return {
    id: invoice.id,
    student_id: invoice.student_id,
    student_name: invoice.student_name,
    admission_number: invoice.admission_number,
    class_name: invoice.class_name,
    term_name: invoice.term_name,
    currency: invoice.currency,
    plan: invoice.plan,
    figures: invoice.figures,
  };
}

export function page<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}

export function sessions(): Session[] {
  return [
    {
      id: '2026-2027',
      name: '2026/2027',
      is_current: true,
      start_date: '2026-09-07',
      end_date: '2027-07-23',
      terms: [
        {
          id: TERM_ID,
          name: 'First Term',
          position: 0,
          is_current: true,
          session_id: '2026-2027',
          start_date: '2026-09-07',
          end_date: '2026-12-11',
          next_term_begins: '2027-01-06',
        },
        {
          id: SECOND_TERM_ID,
          name: 'Second Term',
          position: 1,
          is_current: false,
          session_id: '2026-2027',
          start_date: '2027-01-06',
          end_date: '2027-04-02',
          next_term_begins: null,
        },
      ],
    },
  ];
}

export function collection(): ClassCollection[] {
  return [
    {
      class_id: 'class-jss1a',
      class_name: 'JSS 1A',
      students: 30,
      invoiced: 28,
      expected: 35_000_000,
      collected: 20_000_000,
      outstanding: 15_000_000,
    },
    {
      class_id: 'class-p4',
      class_name: 'Primary 4',
      students: 25,
      invoiced: 25,
      expected: 18_000_000,
      collected: 18_000_000,
      outstanding: 0,
    },
  ];
}

/** The pickers of the admin's fees page: the sessions, classes and class levels. */
export function pickerHandlers() {
  return [
    http.get('*/api/sessions/', () => HttpResponse.json(page(sessions()))),
    http.get('*/api/classes/', () =>
      HttpResponse.json(
        page([
          {
            id: 'class-jss1a',
            name: 'JSS 1A',
            arm: 'A',
            level_id: 'jss-1',
            level_name: 'JSS 1',
            student_count: 30,
          },
          {
            id: 'class-p4',
            name: 'Primary 4',
            arm: '',
            level_id: 'primary-4',
            level_name: 'Primary 4',
            student_count: 25,
          },
        ]),
      ),
    ),
    http.get('*/api/class-levels/', () =>
      HttpResponse.json(
        page([
          { id: 'primary-4', name: 'Primary 4', position: 4 },
          { id: 'jss-1', name: 'JSS 1', position: 7 },
        ]),
      ),
    ),
  ];
}

/** Tolu as the students' search answers her: JSS 1A, of the JSS 1 level. */
export function toluStudent(over: Partial<Student> = {}): Student {
  return {
    id: TOLU_ID,
    user_id: '0196d6d2-0000-7000-8000-0000000000d1',
    username: 'tolu.bakare',
    email: '',
    first_name: 'Tolu',
    last_name: 'Bakare',
    admission_number: 'ADM-001',
    class_id: 'class-jss1a',
    class_name: 'JSS 1A',
    level_id: 'jss-1',
    gender: 'female',
    address: '',
    is_active: true,
    status: 'active',
    parents: [],
    ...over,
  };
}

/**
 * The school's fees: tuition and the levy for everyone (the levy mandatory by default), and
 * three optional ones: the bus (dearer for JSS 1), lunch, and the excursion of the second term.
 */
export function feeCategories(): FeeCategory[] {
  return [
    { id: 'tuition', name: 'Tuition', amount: 5_000_000, mandatory: true },
    { id: 'levy', name: 'Development levy', amount: 250_000 },
    {
      id: 'bus',
      name: 'School bus',
      amount: 1_000_000,
      mandatory: false,
      levelAmounts: { 'jss-1': 1_200_000 },
    },
    { id: 'lunch', name: 'Lunch', amount: 1_500_000, mandatory: false },
    { id: 'excursion', name: 'Excursion', amount: 500_000, mandatory: false, terms: [2] },
  ];
}
