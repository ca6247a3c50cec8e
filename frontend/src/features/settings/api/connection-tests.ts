// The connection tests of decision 009 (spec §7): each POSTs the connection settings shown in
// the form, saved or not, and answers whether the provider accepted them. A secret left out is
// taken from the stored settings by the server. When the call itself fails, the error carries
// spec §8's message for that test; the status and body stay attached (422 fields, 429 detail).
import { ApiError, api } from '@/lib/api-client';

/** What every test answers once it ran: whether it worked, and why not in one sentence. */
export interface ConnectionTestResult {
  success: boolean;
  message: string;
}

const BASE = '/api/school-settings';

export interface SmtpTest {
  host: string;
  port: number;
  username: string;
  /** Left out: the stored password. */
  password?: string;
  encryption: string;
  fromName: string;
  fromEmail: string;
  /** With an address, a test message is also sent there. */
  to?: string;
}

export interface BrevoTest {
  /** Left out: the stored key. */
  apiKey?: string;
  fromName: string;
  fromEmail: string;
  templateId: string;
  senderId: number;
}

export interface TwilioTest {
  /** The account SID; left out: the stored one. */
  apiKey?: string;
  /** The auth token; left out: the stored one. */
  apiSecret?: string;
  senderID: string;
}

export interface SmsTest extends TwilioTest {
  provider: string;
}

export type CardGateway = 'paystack' | 'stripe' | 'flutterwave';
export type Gateway = CardGateway | 'bankTransfer';

export interface CardGatewayTest {
  publicKey?: string;
  /** Stripe's name for the public key. */
  publishableKey?: string;
  /** Left out: the stored key. */
  secretKey?: string;
  testMode: boolean;
}

export interface BankTransferTest {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** Spec §8's messages for a test whose call failed. */
export const TEST_FAILURES = {
  email: 'Failed to test email connection',
  sms: 'Failed to test SMS connection',
  brevo: 'Failed to test Brevo connection',
  twilio: 'Failed to test Twilio connection',
  brevoSend: 'Failed to send test email',
  twilioSend: 'Failed to send test SMS',
  gateway: (gateway: Gateway) => `Failed to test ${gateway} connection`,
} as const;

function isResult(value: unknown): value is ConnectionTestResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ConnectionTestResult).success === 'boolean' &&
    typeof (value as ConnectionTestResult).message === 'string'
  );
}

/** POSTs `body` to `path`; a failed call, or an answer of another shape, throws with `failure`. */
async function runTest(path: string, body: object, failure: string): Promise<ConnectionTestResult> {
  let answer: unknown;
  try {
    answer = await api.post<unknown>(`${BASE}/${path}`, body);
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ApiError(failure, error.status, error.statusText, error.data);
    }
    throw new Error(failure, { cause: error });
  }
  if (!isResult(answer)) throw new Error(failure, { cause: answer });
  return answer;
}

export const testEmailConnection = (body: SmtpTest) =>
  runTest('notifications/email/test/', body, TEST_FAILURES.email);

export const testSmsConnection = (body: SmsTest) =>
  runTest('notifications/sms/test/', body, TEST_FAILURES.sms);

export const testBrevoConnection = (body: BrevoTest) =>
  runTest('notifications/brevo/test/', body, TEST_FAILURES.brevo);

export const sendBrevoTestEmail = (body: BrevoTest & { to: string }) =>
  runTest('notifications/brevo/send-test/', body, TEST_FAILURES.brevoSend);

export const testTwilioConnection = (body: TwilioTest) =>
  runTest('notifications/twilio/test/', body, TEST_FAILURES.twilio);

export const sendTwilioTestSms = (body: TwilioTest & { to: string }) =>
  runTest('notifications/twilio/send-test/', body, TEST_FAILURES.twilioSend);

export function testGatewayConnection(
  gateway: 'bankTransfer',
  body: BankTransferTest,
): Promise<ConnectionTestResult>;
export function testGatewayConnection(
  gateway: CardGateway,
  body: CardGatewayTest,
): Promise<ConnectionTestResult>;
export function testGatewayConnection(
  gateway: Gateway,
  body: CardGatewayTest | BankTransferTest,
): Promise<ConnectionTestResult> {
  return runTest(`payment-gateways/${gateway}/test/`, body, TEST_FAILURES.gateway(gateway));
}

/** A secret field's value for a test: typed, it is sent; empty or marked for removal, it is left out. */
export function secretForTest(value: string | null | undefined): string | undefined {
  return value ? value : undefined;
}
