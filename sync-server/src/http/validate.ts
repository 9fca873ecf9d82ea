import type { Context } from 'hono';
import { idSchema } from '@selah/shared';
import type { z } from 'zod';
import { invalid, notFound } from '../services/errors';
import { HttpError } from './errors';
import { jsonBoundsProblem, JsonBoundsScanner } from './json-bounds';

export const MALFORMED_JSON_MESSAGE = 'Malformed JSON body';

/** Validates with a shared schema; the first issue becomes `{ error, field }` (a 400). */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  throw invalid(issue?.message ?? 'Invalid input', field);
}

const JSON_CONTENT_TYPE = /^application\/([\w.+-]*\+)?json\b/i;

/**
 * Reads and validates a JSON body. An empty body counts as `{}` (the spec sends none for like,
 * generate and read), so missing fields get their own messages. A body that is present must be
 * declared as JSON: a cross-site HTML form cannot send that content type without a preflight.
 * Every route reads its body here, so every body is held to the depth and size bounds before it is
 * parsed (json-bounds.ts).
 */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const declaredJson = JSON_CONTENT_TYPE.test((c.req.header('content-type') ?? '').trim());
  const text = declaredJson ? await boundedText(c) : await c.req.text();
  if (text.trim() === '') return parseWith(schema, {});
  if (!declaredJson) throw new HttpError(415, 'Send JSON with Content-Type: application/json');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, MALFORMED_JSON_MESSAGE);
  }
  return parseWith(schema, value);
}

/**
 * The body as text, counted as it arrives: once a bound is broken, the rest is read and dropped (so
 * the connection stays usable) but never kept, decoded or parsed, and the answer is a 400. A body
 * already read (the Idempotency-Key middleware hashes it first) is counted whole.
 */
async function boundedText(c: Context): Promise<string> {
  const stream = c.req.raw.bodyUsed ? null : c.req.raw.body;
  if (!stream) {
    const text = await c.req.text();
    const problem = jsonBoundsProblem(text);
    if (problem) throw new HttpError(400, problem);
    return text;
  }
  const scanner = new JsonBoundsScanner();
  const chunks: Uint8Array[] = [];
  let problem: string | null = null;
  for await (const chunk of stream) {
    if (problem) continue;
    problem = scanner.push(chunk);
    if (problem) chunks.length = 0;
    else chunks.push(chunk);
  }
  if (problem) throw new HttpError(400, problem);
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Route ids are UUIDs; anything else cannot name a row, so it is simply not found. */
export function idParam(c: Context, name = 'id'): string {
  const result = idSchema.safeParse(c.req.param(name));
  if (!result.success) throw notFound();
  return result.data;
}

export function queryWith<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
