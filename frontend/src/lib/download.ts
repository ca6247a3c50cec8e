// Downloads through the API client's rules, kept apart from it so that only the screens that
// export something load this code (decision 010's size budget).
import {
  ApiError,
  answerMessage,
  authToken,
  buildUrl,
  parse,
  type QueryParams,
} from './api-client';

/**
 * The answer of `GET path?params` as a file, fetched with the session's token (a link would not
 * carry it); a failed answer throws the same ApiError as any other call.
 */
export async function fetchFile(path: string, params?: QueryParams): Promise<Blob> {
  const headers: Record<string, string> = { Accept: '*/*' };
  const token = authToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(buildUrl(path, params), { headers, credentials: 'include' });
  if (!response.ok) {
    const text = await response.text();
    const data = text ? parse(text) : null;
    throw new ApiError(
      answerMessage(response.status, text, data),
      response.status,
      response.statusText,
      data,
    );
  }
  return response.blob();
}

/** Saves `blob` as `filename`, as a link with `download` would. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click's task: free the blob afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Saves the answer of `GET path?params` (a CSV export, say) as `filename`. It is fetched here,
 * not followed as a link, because a link would not carry the bearer token; a failed answer
 * throws the same ApiError as any other call.
 */
export async function download(
  path: string,
  params: QueryParams | undefined,
  filename: string,
): Promise<void> {
  saveBlob(await fetchFile(path, params), filename);
}
