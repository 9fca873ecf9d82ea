import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { idSchema } from '@selah/shared';
import type { z } from 'zod';
import { invalid, notFound } from '../services/errors';
import type { AppEnv } from './env';
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
  return parseWith(schema, await boundedJson(c));
}

async function boundedJson(c: Context): Promise<unknown> {
  const declaredJson = JSON_CONTENT_TYPE.test((c.req.header('content-type') ?? '').trim());
  const text = declaredJson ? await boundedText(c) : await c.req.text();
  if (text.trim() === '') return {};
  if (!declaredJson) throw new HttpError(415, 'Send JSON with Content-Type: application/json');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, MALFORMED_JSON_MESSAGE);
  }
}

/** What a route's JSON body validator tells Hono (and the web's typed client): in and out types. */
type JsonInput<S extends z.ZodType> = {
  in: { json: z.input<S> };
  out: { json: z.output<S> };
};

/**
 * A route's body, validated before its handler with Hono's `validator` and read there with
 * `c.req.valid('json')`; the route's type then carries the body's type to the web's client.
 * `before` runs first (who may send it: a visitor gets 401, not 400). The body is read through
 * the same bounded reader as `jsonBody`; the validator's own `c.req.json()` would parse the raw
 * bytes unbounded, so it is handed the bounded parse instead and never touches them.
 */
export function jsonInput<S extends z.ZodType>(
  schema: S,
  before?: (c: Context<AppEnv>) => unknown,
): MiddlewareHandler<AppEnv, string, JsonInput<S>> {
  return async (c, next) => {
    before?.(c);
    const value = await boundedJson(c);
    c.req.bodyCache.json = Promise.resolve(value);
    // The value is the bounded parse whatever the content type (Hono's check differs from ours).
    // The validator's own type cannot follow a generic schema; this function's signature says it.
    const check = validator('json', () => parseWith(schema, value) as unknown);
    return check(c as Context, next) as Promise<Response | void>;
  };
}

/**
 * Only declares a body for the route's type: for routes that must refuse cheaply (a full password
 * queue, a limit) before any body is read, and so read it in the handler with `jsonBody`.
 */
export function jsonReadInHandler<S extends z.ZodType>(
  _schema: S,
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<S> } }> {
  return (_c, next) => next();
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
