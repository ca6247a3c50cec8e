// The one place that talks to the server (spec §7 and §8): JSON in and out, credentials
// included, the bearer token from local or session storage, repeated array parameters,
// null parameters skipped, and one rule for turning a failed answer into an error.
import { env } from '@/config/env';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | QueryValue[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A failed answer. `message` follows spec §8; status, status text and data are attached. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;

  constructor(message: string, status: number, statusText: string, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }
}

/** The storage key of the access token (spec §9). */
export const AUTH_TOKEN_KEY = 'authToken';

export function authToken(): string | null {
  return localStorage.getItem(AUTH_TOKEN_KEY) ?? sessionStorage.getItem(AUTH_TOKEN_KEY);
}

/** `path` on the backend host with `params` as a query string: arrays repeat, nulls are skipped. */
export function buildUrl(path: string, params?: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) query.append(key, String(item));
    }
  }
  const search = query.toString();
  return `${env.apiUrl}${path}${search ? `?${search}` : ''}`;
}

/** The message of a failed answer (spec §8): its detail, else its body text, else the status. */
export function answerMessage(status: number, text: string, data: unknown): string {
  if (data && typeof data === 'object' && 'detail' in data) {
    const detail = (data as { detail: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
  }
  if (text.trim()) return text;
  return `HTTP error! status: ${status}`;
}

/**
 * The sentence to show a person for `error`: the server's `detail` (product.md §1: a sentence
 * that says what to do next), else the message of an error the client raised itself ('Enter
 * your username and password.'), else `fallback`. A network failure and an answer without a
 * sentence (a proxy's error page, a bare status) get `fallback`, which should say what to do
 * next ('The teacher could not be saved. Try again in a moment.'). The one rule every screen
 * uses; lib/errors.ts builds the longer sentences on it.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const data = error.data;
    const detail =
      typeof data === 'object' && data !== null && 'detail' in data ? data.detail : undefined;
    return typeof detail === 'string' && detail.trim() ? detail.trim() : fallback;
  }
  // fetch rejects with a TypeError when the server cannot be reached; its message is the
  // browser's ('Failed to fetch'), not one for people. An abort is a DOMException.
  if (error instanceof TypeError || error instanceof DOMException) return fallback;
  return error instanceof Error && error.message.trim() ? error.message.trim() : fallback;
}

/**
 * Whether `error` is the want of a connection rather than an answer: fetch rejected (a
 * TypeError) or the browser says it is offline. An answer from the server, whatever its status,
 * never is.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  return error instanceof TypeError || navigator.onLine === false;
}

/**
 * What keeps the answers of a few reads for reading offline (lib/saved-reads.ts): told each
 * read's answer, and asked for the last one it kept when the server cannot be reached. The
 * signed-in pages install one for their user; without one, nothing is kept.
 */
export interface ReadKeeper {
  answered(url: string, data: unknown): void;
  saved(url: string): { data: unknown } | undefined;
}

let keeper: ReadKeeper | null = null;
/** Early answers a page took while no keeper was installed yet (earlyAnswer), for the next. */
let unkept: { url: string; data: unknown; token: string }[] = [];

export function keepReads(next: ReadKeeper | null) {
  keeper = next;
  // The page that took them renders before its layout installs the keeper, in the same commit;
  // a sign-out in between installs none first, and they are let go. Only the session that read
  // them has them kept.
  const token = authToken();
  if (next) for (const held of unkept) if (held.token === token) next.answered(held.url, held.data);
  unkept = [];
}

export function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return send<T>(buildUrl(path, options.params), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** Sends a multipart form (file uploads); the browser sets its content type. */
export function apiUpload<T>(
  path: string,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<T> {
  return send<T>(buildUrl(path), { method: 'POST', headers, body: form });
}

/** How long a read started early waits to be taken; a later request reads the server again. */
export const EARLY_READ_KEPT_MS = 10_000;

interface EarlyRead {
  token: string;
  started: number;
  /** The server's answer when it was a success; anything else is read again by the page. */
  answer: Promise<Response | null>;
  /** The successful answer's content, once it has arrived. */
  arrived?: { data: unknown };
  /** Whether a page's first render took the answer already (earlyAnswer). */
  shown?: boolean;
}

const earlyReads = new Map<string, EarlyRead>();

/** Whether `early` may answer for the session whose token is `token`: its own, while fresh. */
function usable(early: EarlyRead, token: string | null): boolean {
  return early.token === token && Date.now() - early.started <= EARLY_READ_KEPT_MS;
}

/**
 * Starts the read of `path` now, with the stored session, for the page that will ask for it
 * once its code has downloaded and the session is checked (main.tsx, lib/early-reads.ts): on a
 * slow connection the answer then travels while the page's code does, rather than after it.
 * The page's own request of the same address takes the answer if it asks with the same token
 * within EARLY_READ_KEPT_MS and the answer was a success; otherwise it reads the server itself,
 * so an expired token, a failure or another person signing in meanwhile change nothing.
 */
export function readEarly(path: string) {
  const token = authToken();
  if (!token) return;
  const url = buildUrl(path);
  const now = Date.now();
  const read: EarlyRead = { token, started: now, answer: Promise.resolve(null) };
  // The answer is read as it arrives, so that a page rendering later can take it at once
  // (earlyAnswer); the page's request gets it as a response of its own.
  read.answer = fetch(url, {
    method: 'GET',
    headers: requestHeaders(token),
    credentials: 'include',
  })
    .then(async (response) => {
      if (!response.ok) return null;
      const text = await response.text();
      read.arrived = { data: text ? parse(text) : null };
      return new Response(text || null, {
        status: response.status,
        statusText: response.statusText,
      });
    })
    .catch(() => null);
  // A read no page took (the session had ended, the person went elsewhere) is let go.
  for (const [kept, early] of earlyReads) {
    if (now - early.started > EARLY_READ_KEPT_MS) earlyReads.delete(kept);
  }
  earlyReads.set(url, read);
}

/** Lets every early read go, and the answers held for the next keeper (between tests). */
export function forgetEarlyReads() {
  earlyReads.clear();
  unkept = [];
}

/**
 * The answer of the early read of `path` when it has already arrived, as a success, for the
 * session signed in now, within EARLY_READ_KEPT_MS; otherwise undefined. A page that renders
 * after its answer arrived draws it in its first render (a query's initial data) instead of
 * drawing "Loading…" and then, a render later, the answer. It is given once, and to the keeper
 * of the user's reads (now, or once it is installed); a request of the same address that
 * follows at once (a query that had started to fetch) still takes it, as it would have.
 */
export function earlyAnswer<T>(path: string): { data: T; at: number } | undefined {
  const url = buildUrl(path);
  const early = earlyReads.get(url);
  if (!early?.arrived || early.shown) return undefined;
  if (!usable(early, authToken())) {
    earlyReads.delete(url);
    return undefined;
  }
  early.shown = true;
  const { data } = early.arrived;
  if (keeper) keeper.answered(url, data);
  else unkept.push({ url, data, token: early.token });
  return { data: data as T, at: early.started };
}

/** What every request to the API sends besides its own headers: JSON, and the session's token. */
function requestHeaders(token: string | null, own: Record<string, string> = {}) {
  const headers: Record<string, string> = { Accept: 'application/json', ...own };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The early read of `url` made with `token`, once; none when there is none or it is too old. */
function takeEarlyRead(url: string, token: string | null): Promise<Response | null> | null {
  const early = earlyReads.get(url);
  if (!early) return null;
  earlyReads.delete(url);
  return usable(early, token) ? early.answer : null;
}

async function send<T>(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal },
): Promise<T> {
  const token = authToken();
  const headers = requestHeaders(token, init.headers);

  // The keeper of this user's reads as the request leaves: an answer that arrives after they
  // signed out, or for someone else, is not kept.
  const reads = init.method === 'GET' ? keeper : null;
  const early = init.method === 'GET' ? takeEarlyRead(url, token) : null;
  let response: Response;
  try {
    // Without an early read, fetch is called before the first await: the request leaves at once,
    // not a turn of the event loop later (behind the page's code, on a phone's few connections).
    const taken = early ? await early : null;
    response = taken ?? (await fetch(url, { ...init, headers, credentials: 'include' }));
  } catch (error) {
    // No connection: a read kept for offline reading answers with what the server last said.
    const saved = error instanceof TypeError ? reads?.saved(url) : undefined;
    if (saved) return saved.data as T;
    throw error;
  }

  const text = await response.text();
  const data = text ? parse(text) : null;
  if (response.ok && reads && reads === keeper) reads.answered(url, data);
  if (!response.ok) {
    throw new ApiError(
      answerMessage(response.status, text, data),
      response.status,
      response.statusText,
      data,
    );
  }
  // A 204 or an empty answer is a success with nothing to read.
  return (text ? data : undefined) as T;
}

/** Shorthands for the usual verbs. */
export const api = {
  get: <T>(path: string, params?: QueryParams, init?: Omit<RequestOptions, 'params'>) =>
    apiRequest<T>(path, { ...init, params }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T = void>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
