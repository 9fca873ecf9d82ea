/**
 * The page's HTTP client, as the API contract describes it: every call sends cookies, a JSON body
 * (with its content type) only when there is a payload, JSON back, and a non-2xx answer is an error
 * whose message is "<status>: <body>" (the status text when the body is empty). No retries.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`${status}: ${body}`);
  }
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text || response.statusText);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const getJson = <T>(path: string) => request<T>('GET', path);
export const postJson = <T>(path: string, body?: unknown) => request<T>('POST', path, body);
export const patchJson = <T>(path: string, body?: unknown) => request<T>('PATCH', path, body);
