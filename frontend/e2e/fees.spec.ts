// Issue 20's path in a browser: the admin sets the fees up (a tuition fee, the sibling discount,
// Paystack and bank transfer) and raises the term's invoices; a parent of two pays both on a
// phone through Paystack (a stand-in on E2E_PAYSTACK_PORT, which the server is started to call:
// scripts/test) and comes back to a receipt, also in their notifications; another parent sends a
// bank transfer's proof, which the admin confirms, downloads as CSV and then refunds in part.
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { ensureAccount, signIn } from './accounts';
import { aClass, iso, send, tokenOf } from './api';
import { withDatabase } from './database';

const SCREENSHOTS = '../screenshots';
const SECRET = 'sk_test_e2e_fees_0123456789';
const PAYSTACK_PORT = Number(process.env.E2E_PAYSTACK_PORT);
const SETTINGS = '/api/school-settings/school-settings/';

// A real 1x1 PNG: the server judges a proof by its content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A checkout the stand-in was asked to start. */
interface Started {
  email: string;
  amount: number;
  currency: string;
  reference: string;
  callback_url: string;
  paid: boolean;
}

/**
 * Paystack as the portal meets it: starting a transaction, its checkout page with a Pay button,
 * the signed `charge.success` webhook sent once paid, then the return to the portal, and the
 * verify call.
 */
function paystackStandIn(portal: string) {
  const started = new Map<string, Started>();
  let events = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => resolve(body));
      req.on('error', reject);
    });
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${PAYSTACK_PORT}`);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const pay = /^\/pay\/([\w-]+)$/.exec(url.pathname);
      const verify = /^\/transaction\/verify\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
        if (req.headers.authorization !== `Bearer ${SECRET}`) {
          json(401, { status: false, message: 'Invalid key' });
          return;
        }
        const body = JSON.parse(await read(req)) as Omit<Started, 'paid'>;
        started.set(body.reference, { ...body, paid: false });
        json(200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `http://127.0.0.1:${PAYSTACK_PORT}/pay/${body.reference}`,
            access_code: 'x',
            reference: body.reference,
          },
        });
      } else if (req.method === 'GET' && pay && started.has(pay[1])) {
        const payment = started.get(pay[1])!;
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html>
<html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paystack test checkout</title></head>
<body><h1>Paystack test checkout</h1>
<p>${payment.email} pays ${payment.currency} ${(payment.amount / 100).toFixed(2)}.</p>
<form method="post" action="/pay/${payment.reference}"><button type="submit">Pay</button></form>
</body></html>`);
      } else if (req.method === 'POST' && pay && started.has(pay[1])) {
        await read(req);
        const payment = started.get(pay[1])!;
        payment.paid = true;
        events += 1;
        const body = JSON.stringify({
          event: 'charge.success',
          data: {
            id: events,
            status: 'success',
            reference: payment.reference,
            amount: payment.amount,
            currency: 'NGN',
          },
        });
        const answer = await fetch(`${portal}/api/payments/webhooks/paystack/`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'x-paystack-signature': createHmac('sha512', SECRET).update(body).digest('hex'),
          },
          body,
        });
        if (!answer.ok) {
          res.writeHead(500, { 'Content-Type': 'text/plain' });
          res.end(`The portal refused the webhook: ${answer.status} ${await answer.text()}`);
          return;
        }
        res.writeHead(302, { Location: payment.callback_url });
        res.end();
      } else if (req.method === 'GET' && verify) {
        const payment = started.get(verify[1]);
        if (!payment) {
          json(404, { status: false, message: 'Transaction reference not found' });
          return;
        }
        json(200, {
          status: true,
          message: 'Verification successful',
          data: {
            status: payment.paid ? 'success' : 'abandoned',
            amount: payment.amount,
            currency: payment.currency,
            reference: payment.reference,
          },
        });
      } else {
        json(404, { status: false, message: 'Not found' });
      }
    })().catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  return { server, started };
}

/** Reads the settings for their version, then saves `fields` over them as the admin. */
async function saveSettings(api: APIRequestContext, token: string, fields: object) {
  const headers = { Authorization: `Bearer ${token}` };
  const current = await api.get(SETTINGS, { headers });
  expect(current.status()).toBe(200);
  const { version } = (await current.json()) as { version: number };
  const saved = await api.put(SETTINGS, { headers, data: { ...fields, version } });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

let standIn: ReturnType<typeof paystackStandIn> | undefined;

test.beforeAll(async () => {
  // Like E2E_DATABASE_URL (database.ts): without the stand-in's port the test cannot run, and
  // says so rather than passing unseen.
  if (!PAYSTACK_PORT) {
    throw new Error('E2E_PAYSTACK_PORT is not set: run the browser tests through scripts/test');
  }
  const portal = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
  const { server } = (standIn = paystackStandIn(portal));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(PAYSTACK_PORT, '127.0.0.1', resolve);
  });
});

test.afterAll(async ({ playwright }) => {
  await new Promise<void>((resolve) =>
    standIn ? standIn.server.close(() => resolve()) : resolve(),
  );
  // The gateways go off again: the specs after this one expect a school taking no payments.
  if (!PAYSTACK_PORT) return;
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const token = await tokenOf(api, 'e2e.admin');
    await saveSettings(api, token, {
      payment_gateways: { paystack: { enabled: false }, bankTransfer: { enabled: false } },
    });
  } finally {
    await api.dispose();
  }
});

test('a parent pays two children’s fees through Paystack, another by bank transfer, which the admin confirms', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await ensureAccount('admin');
  const token = await tokenOf(request, admin);
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const n = Date.now() % 100000;

  // The school's fees: tuition of ₦50,000, 10% off a second child, Paystack and bank transfer.
  await saveSettings(request, token, {
    currency: 'NGN',
    fee_structure: {
      categories: [{ id: 'tuition', name: 'Tuition', amount: 5_000_000, mandatory: true }],
    },
    discount_rules: { siblingDiscount: { enabled: true, secondChild: 10, thirdChild: 15 } },
    payment_gateways: {
      paystack: { enabled: true, publicKey: 'pk_test_e2e', secretKey: SECRET },
      bankTransfer: {
        enabled: true,
        bankName: 'First Bank',
        accountNumber: '0123456789',
        accountName: 'Greenfield Academy',
      },
    },
  });

  // Ada and Bayo Okafor in two classes, with their father; Chidi Eze with his mother.
  const surname = `Okafor${n}`;
  const classA = await aClass(request, token, {
    tag: 'FA',
    n,
    teacher: ['Tunde', 'Bello'],
    surname,
    students: ['Ada'],
  });
  const classB = await aClass(request, token, {
    tag: 'FB',
    n,
    teacher: ['Yemi', 'Alade'],
    surname,
    students: ['Bayo'],
  });
  const classC = await aClass(request, token, {
    tag: 'FC',
    n,
    teacher: ['Sade', 'Musa'],
    surname: `Eze${n}`,
    students: ['Chidi'],
    parent: true,
  });
  const father = await send<{ username: string }>(request, token, 'post', '/api/parents/', {
    first_name: 'Emeka',
    last_name: surname,
    email: `emeka${n}@home.example`,
    password: 'Sch00l portal!',
    children: [
      { student_id: classA.students[0].id, relationship: 'Father' },
      { student_id: classB.students[0].id, relationship: 'Father' },
    ],
  });
  await withDatabase((c) =>
    c.query('UPDATE users SET must_change_password = false WHERE username = $1', [father.username]),
  );
  const mother = classC.parent!;

  // The current term's invoices, class by class, with a due date for each of three instalments.
  const terms = await request.get('/api/terms/', auth);
  const term = (
    (await terms.json()) as { results: { id: string; is_current: boolean }[] }
  ).results.find((t) => t.is_current)!;
  const due = [14, 45, 75].map((days) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    return iso(d);
  });
  for (const { klass } of [classA, classB, classC]) {
    await send(request, token, 'post', '/api/fees/invoices/generate/', {
      term_id: term.id,
      class_id: klass.id,
      level_id: null,
      due_dates: due,
    });
  }

  // The father, on his phone: both children's invoices, one with the sibling discount.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'parent', father.username);
  await page.getByRole('link', { name: /^Fees/ }).first().click();
  await expect(page).toHaveURL(/\/parent\/fees$/);
  const ada = page.getByRole('region', { name: `Ada ${surname}` });
  const bayo = page.getByRole('region', { name: `Bayo ${surname}` });
  await expect(ada.getByRole('rowheader', { name: 'Tuition' })).toBeVisible();
  await expect(bayo.getByRole('rowheader', { name: 'Tuition' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Sibling discount/ })).toHaveCount(1);
  const owed = page.getByLabel('What is owed');
  await expect(owed).toContainText('₦95,000.00');
  await page.screenshot({ path: `${SCREENSHOTS}/fees-parent-phone.png`, fullPage: true });

  // Paystack's page, then back to the portal with the receipt.
  await page.getByRole('button', { name: 'Pay with Paystack' }).click();
  await expect(page.getByRole('heading', { name: 'Paystack test checkout' })).toBeVisible();
  await expect(page.getByText('NGN 95000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/parent\/fees(\?reference=SP-[\w-]+)?$/);
  const received = page.getByText(/^Payment received — receipt R-\d+\.$/);
  await expect(received).toBeVisible();
  const receipt = /R-\d+/.exec((await received.textContent()) ?? '')![0];
  // The reference leaves the address, so that a reload does not ask again.
  await expect(page).toHaveURL(/\/parent\/fees$/);
  expect([...standIn!.started.values()]).toEqual([
    expect.objectContaining({
      email: `emeka${n}@home.example`,
      amount: 9_500_000,
      currency: 'NGN',
      callback_url: expect.stringMatching(/\/parent\/fees\?reference=SP-/) as unknown,
      paid: true,
    }),
  ]);
  for (const child of [ada, bayo]) {
    await expect(child.locator('span', { hasText: /^Paid$/ })).toBeVisible();
    await expect(child.getByRole('row', { name: /^Balance/ })).toContainText('₦0.00');
  }
  await expect(page.getByRole('button', { name: 'Pay with Paystack' })).toHaveCount(0);

  // The receipt is among his notifications too.
  await page
    .getByRole('link', { name: /^Notifications/ })
    .first()
    .click();
  await expect(
    page.getByRole('article', { name: new RegExp(`^Receipt ${receipt}:`) }),
  ).toBeVisible();

  // The receipt to print.
  await page.goBack();
  await page
    .getByRole('link', { name: `Receipt ${receipt}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Receipt ${receipt}` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Ada ${surname}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Bayo ${surname}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('₦95,000.00');
  await page.screenshot({ path: `${SCREENSHOTS}/fees-receipt.png`, fullPage: true });
  await signOut(page);

  // Chidi's mother pays by bank transfer: the proof, then waiting for the school.
  await signIn(page, 'parent', mother.username);
  await page.goto('/parent/fees');
  await expect(page.getByText('0123456789')).toBeVisible();
  await page
    .getByLabel('Proof of the transfer (a photo or PDF, up to 5 MB)')
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send the proof' }).click();
  await expect(
    page.getByText('Your transfer of ₦50,000.00 is waiting for the school to confirm it.'),
  ).toBeVisible();
  await signOut(page);

  // The admin, at a desk, confirms it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', admin);
  await page.goto('/admin/payments');
  await expect(page.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
  const transfer = page.getByRole('row', { name: new RegExp(`Kemi Eze${n}`) });
  await expect(transfer).toContainText('₦50,000.00');
  await expect(transfer.getByRole('button', { name: 'View proof' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await transfer.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^Confirmed: receipt R-\d+\.$/)).toBeVisible();
  await expect(transfer).toHaveCount(0);
  await page.getByRole('tab', { name: 'Successful' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Kemi Eze${n}`) })).toContainText(
    /Receipt R-\d+/,
  );
  await page.screenshot({ path: `${SCREENSHOTS}/fees-admin-payments.png`, fullPage: true });
  // The successful payments as CSV, written by the server with the filters shown.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^reference,receipt,/);
  expect(lines.find((l) => l.includes(`Kemi Eze${n}`))).toContain('successful');
  expect(lines.find((l) => l.includes(`Emeka ${surname}`))).toContain(receipt);
  await signOut(page);

  // Chidi's mother sees it paid.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'parent', mother.username);
  await page.goto('/parent/fees');
  const chidi = page.getByRole('region', { name: `Chidi Eze${n}` });
  await expect(chidi.locator('span', { hasText: /^Paid$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Receipt R-\d+/ }).first()).toBeVisible();
  await signOut(page);

  // The admin gives part of the transfer back: more than it paid is refused, saying how much.
  const found = await request.get('/api/fees/invoices/', {
    ...auth,
    params: { search: `Chidi Eze${n}` },
  });
  const invoiceId = ((await found.json()) as { results: { id: string }[] }).results[0].id;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', admin);
  await page.goto(`/admin/fees/invoices/${invoiceId}`);
  const entry = page.getByRole('form', { name: 'Add an entry' });
  await entry.getByRole('combobox', { name: 'Kind' }).selectOption('refund');
  await entry.getByRole('combobox', { name: 'Payment' }).selectOption({ index: 1 });
  await entry.getByLabel('Amount (NGN)').fill('60000');
  await entry.getByLabel('Description (the family reads it)').fill('Paid twice by mistake');
  await entry.getByRole('button', { name: 'Add the entry' }).click();
  await expect(entry.getByRole('alert')).toContainText(
    'That payment has only NGN 50,000.00 of this invoice left to give or take back',
  );
  await entry.getByLabel('Amount (NGN)').fill('5000');
  await entry.getByRole('button', { name: 'Add the entry' }).click();
  await expect(entry.getByRole('status')).toHaveText(
    'The refund is entered: ₦5,000.00, “Paid twice by mistake”.',
  );
  const ledger = page.getByRole('table', { name: 'Ledger' });
  await expect(ledger.getByRole('row', { name: /Paid twice by mistake/ })).toContainText('Refund');
  await expect(page.getByText('Part paid', { exact: true })).toBeVisible();
  // At the top, so that the sticky top bar is drawn where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/fees-admin-invoice.png`, fullPage: true });
});
