// Fees and payments (/api/fees/ and /api/payments/): a family's statement, choosing a plan,
// paying through a card gateway (the browser leaves for its checkout page and comes back with
// `?reference=`) or by a bank transfer's proof; and the admins' side: raising a term's invoices,
// the optional fees chosen for a student, each class's collection, every invoice and payment,
// confirming or rejecting a transfer. The terms, classes, class levels and students of the
// admins' pickers, and the school's fee categories, are read here too, through this feature's own
// hooks (a feature does not import another).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiUpload, type QueryParams } from '@/lib/api-client';
import type { components } from '@/types/api.gen';
import type { Paginated } from '@/types/paginated';

type Schemas = components['schemas'];

export type FamilyStatement = Schemas['FamilyStatement'];
export type Invoice = Schemas['Invoice'];
export type InvoiceSummary = Schemas['InvoiceSummary'];
export type Entry = Schemas['Entry'];
export type Figures = Schemas['Figures'];
export type InstalmentView = Schemas['InstalmentView'];
export type Plan = Schemas['Plan'];
export type InvoiceStatus = Schemas['InvoiceStatus'];
export type GenerateInvoices = Schemas['GenerateInvoices'];
export type Generated = Schemas['Generated'];
export type ClassCollection = Schemas['ClassCollection'];
export type Gateway = Schemas['Gateway'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type CheckoutInput = Schemas['CheckoutInput'];
export type CheckoutStarted = Schemas['CheckoutStarted'];
export type Payment = Schemas['Payment'];
export type Allocation = Schemas['Allocation'];
export type BankDetails = Schemas['BankDetails'];
export type PlanInput = Schemas['PlanInput'];
export type VerifyInput = Schemas['VerifyInput'];
export type RejectTransfer = Schemas['RejectTransfer'];
export type Adjustment = Schemas['Adjustment'];
export type InvoicePage = Schemas['Paginated_InvoiceSummary'];
export type PaymentPage = Schemas['Paginated_Payment'];
export type Session = Schemas['Session'];
export type SchoolClass = Schemas['Class'];
export type ClassLevel = Schemas['ClassLevel'];
export type FeeChoices = Schemas['FeeChoices'];
export type FeeCategory = Schemas['FeeCategory'];
export type Student = Schemas['Student'];

/** Rows of the admins' lists per page. */
export const PAGE_SIZE = 50;
/** The most a list answers at once (product.md §1): every session, class or level in one. */
const ALL = 200;

export interface InvoiceFilter {
  term_id?: string;
  class_id?: string;
  status?: string;
  search?: string;
  page: number;
}

export interface PaymentFilter {
  status?: string;
  gateway?: string;
  search?: string;
  page: number;
}

export const feesKeys = {
  all: ['fees'] as const,
  statement: () => [...feesKeys.all, 'statement'] as const,
  invoices: (filter: InvoiceFilter) => [...feesKeys.all, 'invoices', filter] as const,
  invoice: (id: string) => [...feesKeys.all, 'invoice', id] as const,
  collection: (termId: string) => [...feesKeys.all, 'collection', termId] as const,
  payments: (filter: PaymentFilter) => [...feesKeys.all, 'payments', filter] as const,
  payment: (id: string) => [...feesKeys.all, 'payment', id] as const,
  sessions: () => [...feesKeys.all, 'sessions'] as const,
  classes: () => [...feesKeys.all, 'classes'] as const,
  levels: () => [...feesKeys.all, 'levels'] as const,
  categories: () => [...feesKeys.all, 'categories'] as const,
  students: (search: string) => [...feesKeys.all, 'students', search] as const,
  choices: (studentId: string, termId: string) =>
    [...feesKeys.all, 'choices', studentId, termId] as const,
};

const enc = encodeURIComponent;
const invoicePath = (id: string) => `/api/fees/invoices/${enc(id)}/`;
const paymentPath = (id: string) => `/api/payments/${enc(id)}/`;

/** Leaves empty filters out of the query string. */
function filterParams(filter: object): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value !== '' && value !== undefined && value !== null) params[key] = value as string;
  }
  return params;
}

// The family's side.

/** The signed-in parent's children's invoices (a student's own), payments and ways to pay. */
export function useStatement(enabled = true) {
  return useQuery({
    queryKey: feesKeys.statement(),
    queryFn: ({ signal }) => api.get<FamilyStatement>('/api/fees/statement/', {}, { signal }),
    enabled,
  });
}

/** Chooses how an invoice is paid (in full, in two or in three instalments). */
export function useSetPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, plan }: { id: string; plan: Plan }) =>
      api.put<Invoice>(`${invoicePath(id)}plan/`, { plan } satisfies PlanInput),
    onSuccess: (invoice) => {
      client.setQueryData<FamilyStatement>(feesKeys.statement(), (prev) =>
        prev
          ? { ...prev, invoices: prev.invoices.map((i) => (i.id === invoice.id ? invoice : i)) }
          : prev,
      );
      client.setQueryData(feesKeys.invoice(invoice.id), invoice);
      // The statement's due-now total follows the new instalments.
      void client.invalidateQueries({ queryKey: feesKeys.all });
    },
  });
}

/** Starts a card payment; the caller sends the browser to `checkout_url`. */
export function useCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      api.post<CheckoutStarted>('/api/payments/checkout/', input),
  });
}

/** Asks how the payment of `reference` ended, on the return from the gateway. */
export function useVerify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      api.post<Payment>('/api/payments/verify/', { reference } satisfies VerifyInput),
    onSettled: async () => {
      // The page asks for the statement as it asks for the payment. A read still under way was
      // taken before the payment settled, and a first read (one with nothing to show yet) is
      // not cancelled by invalidating: it would stand, unpaid, until something else read
      // again. Cancelled first, every read starts after the settlement.
      await client.cancelQueries({ queryKey: feesKeys.all });
      void client.invalidateQueries({ queryKey: feesKeys.all });
    },
  });
}

export interface BankTransferInput {
  invoiceIds: string[];
  /** Minor units; the chosen invoices' whole balance when left out. */
  amount?: number | null;
  proof: File;
}

/** Sends a bank transfer's proof: the payment waits for the school to confirm it. */
export function useBankTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceIds, amount, proof }: BankTransferInput) => {
      const form = new FormData();
      for (const id of invoiceIds) form.append('invoice_ids', id);
      if (amount !== undefined && amount !== null) form.append('amount', String(amount));
      form.append('proof', proof, proof.name);
      return apiUpload<Payment>('/api/payments/bank-transfers/', form);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: feesKeys.all });
    },
  });
}

/** One payment (its payer, their family or an admin): a receipt's figures. */
export function usePayment(id: string) {
  return useQuery({
    queryKey: feesKeys.payment(id),
    queryFn: ({ signal }) => api.get<Payment>(paymentPath(id), {}, { signal }),
    enabled: Boolean(id),
  });
}

// The admins' side.

/** A page of the invoices that match `filter`. */
export function useInvoices(filter: InvoiceFilter, enabled = true) {
  return useQuery({
    queryKey: feesKeys.invoices(filter),
    queryFn: ({ signal }) =>
      api.get<InvoicePage>(
        '/api/fees/invoices/',
        { ...filterParams(filter), page_size: PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One invoice with its ledger. */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: feesKeys.invoice(id),
    queryFn: ({ signal }) => api.get<Invoice>(invoicePath(id), {}, { signal }),
    enabled: Boolean(id),
  });
}

/** Raises the term's invoices for a class, a class level or the whole school. */
export function useGenerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateInvoices) =>
      api.post<Generated>('/api/fees/invoices/generate/', input),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: feesKeys.all });
    },
  });
}

/** Adds an admin's entry to an invoice: a fee, or a refund or reversal of a payment of it. */
export function useAdjust() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, adjustment }: { id: string; adjustment: Adjustment }) =>
      api.post<Invoice>(`${invoicePath(id)}entries/`, adjustment),
    onSuccess: (invoice) => {
      client.setQueryData(feesKeys.invoice(invoice.id), invoice);
      // The lists, the collection and the family's statement follow the new figures.
      void client.invalidateQueries({ queryKey: feesKeys.all });
    },
  });
}

/** The optional fees chosen for a student in a term (ids of the settings' fee categories). */
export function useFeeChoices(studentId: string, termId: string) {
  return useQuery({
    queryKey: feesKeys.choices(studentId, termId),
    queryFn: ({ signal }) =>
      api.get<FeeChoices>(
        '/api/fees/choices/',
        { student_id: studentId, term_id: termId },
        { signal },
      ),
    enabled: Boolean(studentId && termId),
  });
}

/** Chooses the optional fees a student pays in a term: invoices raised afterwards include them. */
export function useSetFeeChoices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choices: FeeChoices) => api.put<FeeChoices>('/api/fees/choices/', choices),
    onSuccess: (saved) => {
      client.setQueryData(feesKeys.choices(saved.student_id, saved.term_id), saved);
    },
  });
}

/** Each class's fees in the term: what is expected and what has come in. */
export function useCollection(termId: string) {
  return useQuery({
    queryKey: feesKeys.collection(termId),
    queryFn: ({ signal }) =>
      api.get<ClassCollection[]>('/api/fees/collection/', { term_id: termId }, { signal }),
    enabled: Boolean(termId),
  });
}

/** A page of the payments that match `filter`. */
export function usePayments(filter: PaymentFilter) {
  return useQuery({
    queryKey: feesKeys.payments(filter),
    queryFn: ({ signal }) =>
      api.get<PaymentPage>(
        '/api/payments/',
        { ...filterParams(filter), page_size: PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * Saves every payment that matches `filter` (not only the page shown) as CSV, written by the
 * server.
 */
export async function exportPayments(
  filter: Omit<PaymentFilter, 'page'>,
  today: string,
): Promise<void> {
  const { download } = await import('@/lib/download');
  // Named by the school's day (`today`), the day the payments' dates are counted by.
  await download('/api/payments/export/', filterParams(filter), `payments-${today}.csv`);
}

/** Confirms a bank transfer, or rejects it with a reason the payer reads. */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reject }: { id: string; reject?: string }) =>
      reject === undefined
        ? api.post<Payment>(`${paymentPath(id)}confirm/`)
        : api.post<Payment>(`${paymentPath(id)}reject/`, {
            reason: reject,
          } satisfies RejectTransfer),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: feesKeys.all });
    },
  });
}

/** The extension a proof's file is saved with, by its type. */
const PROOF_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * Shows a bank transfer's proof in a new tab: fetched with the session's token, which a plain
 * link would not send. The tab is opened at once, while the click still allows it, and shown
 * the file when it arrives; where no tab may open, the file is saved instead.
 */
export async function openProof(payment: Pick<Payment, 'id' | 'reference'>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { fetchFile, saveBlob } = await import('@/lib/download');
    const blob = await fetchFile(`${paymentPath(payment.id)}proof/`);
    // Only a picture or a PDF is shown in the portal's origin (the server judged the file by
    // its content; a type it would not send is saved, never rendered here).
    if (tab && !tab.closed && Object.keys(PROOF_EXTENSIONS).includes(blob.type)) {
      const url = URL.createObjectURL(blob);
      tab.opener = null;
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } else {
      tab?.close();
      const extension = PROOF_EXTENSIONS[blob.type];
      saveBlob(blob, `proof-${payment.reference}${extension ? `.${extension}` : ''}`);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The sessions with their terms, the current ones flagged. */
export function useSessions() {
  return useQuery({
    queryKey: feesKeys.sessions(),
    queryFn: ({ signal }) =>
      api.get<Paginated<Session>>('/api/sessions/', { page_size: ALL }, { signal }),
    select: (answer) => answer.results,
    staleTime: 60_000,
  });
}

/** Every class of the school, by name. */
export function useClasses() {
  return useQuery({
    queryKey: feesKeys.classes(),
    queryFn: ({ signal }) =>
      api.get<Paginated<SchoolClass>>(
        '/api/classes/',
        { ordering: 'name', page_size: ALL },
        { signal },
      ),
    select: (answer) => answer.results,
    staleTime: 60_000,
  });
}

/** Up to 10 students whose name or admission number matches `search` (2 characters or more). */
export function useStudentSearch(search: string) {
  return useQuery({
    queryKey: feesKeys.students(search),
    queryFn: ({ signal }) =>
      api.get<Paginated<Student>>('/api/students/', { search, page_size: 10 }, { signal }),
    enabled: search.length >= 2,
    select: (answer) => answer.results,
  });
}

/**
 * The school's fee categories, from the settings' own address (the settings feature's provider
 * is not this feature's to import), past every cache: a fee just added in the settings is here.
 */
export function useFeeCategories() {
  return useQuery({
    queryKey: feesKeys.categories(),
    queryFn: ({ signal }) =>
      api.get<Partial<Pick<Schemas['SchoolSettings'], 'fee_structure'>>>(
        '/api/school-settings/school-settings/',
        { _t: Date.now() },
        { signal, headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } },
      ),
    select: (settings): FeeCategory[] => settings.fee_structure?.categories ?? [],
  });
}

/** The class levels, in the school's order. */
export function useLevels() {
  return useQuery({
    queryKey: feesKeys.levels(),
    queryFn: ({ signal }) =>
      api.get<Paginated<ClassLevel>>('/api/class-levels/', { page_size: ALL }, { signal }),
    select: (answer) => answer.results,
    staleTime: 60_000,
  });
}
