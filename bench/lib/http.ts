/** One request, expecting a 2xx JSON answer; anything else throws with the status and body. */
export async function requestJson<T = unknown>(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 300)}`,
    );
  }
  return JSON.parse(text) as T;
}
