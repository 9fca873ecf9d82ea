import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDataException, UNSTORABLE_VALUE_MESSAGE } from '../db/data-errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/faults';
import { ServiceError, statusOf } from '../services/errors';

/** An error answered with this status and `{ error, field? }`, e.g. 401 from a route guard. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * Thrown where a ready answer replaces the normal one, e.g. an Idempotency-Key replay discovered
 * inside the transaction (which the throw rolls back).
 */
export class RespondInstead extends Error {
  constructor(readonly respond: (c: Context) => Response) {
    super('Answered with a prepared response');
    this.name = 'RespondInstead';
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable; try again shortly';

function errorBody(message: string, field?: string) {
  return field ? { error: message, field } : { error: message };
}

/**
 * Expected failures become their status with a human message. A database that is away for a moment
 * (db/faults.ts) is a 503 with Retry-After, which devices wait out and retry, and is reported to
 * `reportUnavailable` (the server's log, kept short). Anything else is logged here, on the server,
 * and the client gets a generic 500: no stack, no SQL, no file paths.
 */
export function createErrorHandler(
  reportError: (error: unknown) => void,
  reportUnavailable: (error: unknown) => void = reportError,
) {
  return (error: Error, c: Context) => {
    if (error instanceof RespondInstead) return error.respond(c);
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(error.message, error.field), error.status);
    }
    if (error instanceof ServiceError) {
      return c.json(errorBody(error.message, error.field), statusOf(error));
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody(error.message || 'Bad request'), error.status);
    }
    if (isDatabaseUnavailable(error)) {
      reportUnavailable(error);
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(errorBody(DATABASE_UNAVAILABLE_MESSAGE), 503);
    }
    // A value the database cannot store is the request's fault, whatever route it came by.
    if (isDataException(error)) return c.json(errorBody(UNSTORABLE_VALUE_MESSAGE), 400);
    reportError(error);
    return c.json(errorBody(GENERIC_ERROR_MESSAGE), 500);
  };
}

export function notFoundJson(c: Context) {
  return c.json({ error: 'Not found' }, 404);
}
