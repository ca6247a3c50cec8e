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
 * Saves the answer of `GET path?params` (a CSV export, say) as `filename`. It is fetched here,
 * not followed as a link, because a link would not carry the bearer token; a failed answer
 * throws the same ApiError as any other call.
 */
export async function download(
  path: string,
  params: QueryParams | undefined,
  filename: string,
): Promise<void> {
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
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click's task: free the blob afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
