/**
 * The one HTTP client of the web app, following the API contract's rules for calls and errors:
 *
 * - Every call sends cookies (`credentials: 'include'`) and the member's IANA zone in `X-Time-Zone`.
 * - A JSON body and its content-type are sent only when there is a payload.
 * - A non-2xx response throws {@link ApiError}; its message is `${status}: ${bodyText || statusText}`
 *   and it also exposes the status and the server's `{ error, field }` for display.
 * - A failed fetch (offline, DNS, CORS) throws {@link NetworkError}, so callers can tell "the server
 *   said no" from "we could not reach it".
 */
import { NEXT_CURSOR_HEADER } from '@selah/shared';
import { timeZoneHeader } from './time-zone';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    /** The human message from the server's `{ error }` body, when it sent one. */
    readonly serverMessage: string | undefined,
    /** The field the server blamed (`{ field }`), when it named one. */
    readonly field: string | undefined,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

/** The request never got an HTTP answer: offline, server down, or the connection dropped. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('Network request failed', { cause });
  }
}

/** True for errors that mean "no connection", including a raw fetch TypeError. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TypeError;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  signal?: AbortSignal;
}

function parseErrorBody(bodyText: string): { error?: string; field?: string } {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object') {
      const { error, field } = parsed as Record<string, unknown>;
      return {
        error: typeof error === 'string' ? error : undefined,
        field: typeof field === 'string' ? field : undefined,
      };
    }
  } catch {
    // Not JSON (a proxy error page, say): the raw text is still in ApiError.message.
  }
  return {};
}

/** Sends one request; resolves to the response of a 2xx, its body read as text. */
async function send(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<{ response: Response; text: string }> {
  // The zone is left out on a first visit until Intl has answered (lib/time-zone.ts).
  const headers: Record<string, string> = timeZoneHeader();
  const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  const text = await response.text();
  if (!response.ok) {
    const { error, field } = parseErrorBody(text);
    throw new ApiError(response.status, text, response.statusText, error, field);
  }
  return { response, text };
}

/** Sends one request; resolves to the parsed JSON body (or undefined for an empty 2xx body). */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { text } = await send(method, path, body, options);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One page of a paged list: its body, and the next page's cursor (null on the last page). */
export interface ApiPage<T> {
  body: T;
  next: string | null;
}

/**
 * The API contract's two data-loading modes: the default throws on every non-2xx;
 * `getOrNullOn401` returns null for an anonymous visitor (used for GET /api/me).
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, undefined, options),
  /** A GET of a paged list: the body and the X-Next-Cursor header. */
  async getPage<T>(path: string, options: RequestOptions = {}): Promise<ApiPage<T>> {
    const { response, text } = await send('GET', path, undefined, options);
    return {
      body: (text ? JSON.parse(text) : undefined) as T,
      next: response.headers.get(NEXT_CURSOR_HEADER),
    };
  },
  async getOrNullOn401<T>(path: string, options?: RequestOptions): Promise<T | null> {
    try {
      return await apiRequest<T>('GET', path, undefined, options);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
};
