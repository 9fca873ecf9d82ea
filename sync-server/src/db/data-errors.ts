/**
 * PostgreSQL's class 22, "data exception" (22021 character_not_in_repertoire, 22P05
 * untranslatable_character, 22003 numeric_value_out_of_range...): the value a request carried
 * cannot be stored. The shared schemas refuse what they know of first; this is the net behind
 * them, so such a value is the client's 400, never a 500 that a device would retry for ever.
 * (drizzle wraps the driver's error, so the chain of causes is searched.)
 */
export function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const UNSTORABLE_VALUE_MESSAGE = 'A value in this request can’t be saved';
