/**
 * Signs a new member up through the API and returns the Cookie header value that carries their
 * session (`selah_session=...`), for tools that cannot keep cookies themselves (Lighthouse).
 */
export async function signUpForCookie(baseUrl: string): Promise<string> {
  const tag = `lighthouse${Date.now().toString(36)}`;
  const password = 'quiet-waters-7';
  const response = await fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: tag,
      email: `${tag}@example.org`,
      password,
      confirmPassword: password,
      timeZone: 'UTC',
    }),
  });
  if (response.status !== 201) {
    throw new Error(`Signup answered ${response.status}: ${await response.text()}`);
  }
  const session = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('selah_session='));
  if (!session) throw new Error('Signup set no selah_session cookie');
  return session;
}
