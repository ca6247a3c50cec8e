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
export function errorMessage(status: number, text: string, data: unknown): string {
  if (data && typeof data === 'object' && 'detail' in data) {
    const detail = (data as { detail: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
  }
  if (text.trim()) return text;
  return `HTTP error! status: ${status}`;
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

async function send<T>(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal },
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  const token = authToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(url, { ...init, headers, credentials: 'include' });

  const text = await response.text();
  const data = text ? parse(text) : null;
  if (!response.ok) {
    throw new ApiError(
      errorMessage(response.status, text, data),
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
