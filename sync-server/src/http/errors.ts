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

/** What an error is answered with: a status, `{ error, field? }` and any headers of its own. */
export type ErrorAnswer = {
  status: ContentfulStatusCode;
  body: { error: string; field?: string };
  headers: Record<string, string>;
};

const NO_HEADERS: Record<string, string> = {};

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
  const answerFor = errorAnswerer(reportError, reportUnavailable);
  return (error: Error, c: Context) => {
    if (error instanceof RespondInstead) return error.respond(c);
    const answer = answerFor(error);
    for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
    return c.json(answer.body, answer.status);
  };
}

/**
 * The error handler's answers as values, for answers written without a Hono context (the hot GETs
 * answered before the router): the same statuses, bodies, headers and reports.
 */
export function errorAnswerer(
  reportError: (error: unknown) => void,
  reportUnavailable: (error: unknown) => void = reportError,
): (error: unknown) => ErrorAnswer {
  return (error) => {
    if (error instanceof HttpError) {
      return {
        status: error.status,
        body: errorBody(error.message, error.field),
        headers: error.headers,
      };
    }
    if (error instanceof ServiceError) {
      return {
        status: statusOf(error),
        body: errorBody(error.message, error.field),
        headers: NO_HEADERS,
      };
    }
    if (error instanceof HTTPException && error.status < 500) {
      return {
        status: error.status,
        body: errorBody(error.message || 'Bad request'),
        headers: NO_HEADERS,
      };
    }
    if (isDatabaseUnavailable(error)) {
      reportUnavailable(error);
      return {
        status: 503,
        body: errorBody(DATABASE_UNAVAILABLE_MESSAGE),
        headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      };
    }
    // A value the database cannot store is the request's fault, whatever route it came by.
    if (isDataException(error)) {
      return { status: 400, body: errorBody(UNSTORABLE_VALUE_MESSAGE), headers: NO_HEADERS };
    }
    reportError(error);
    return { status: 500, body: errorBody(GENERIC_ERROR_MESSAGE), headers: NO_HEADERS };
  };
}

export function notFoundJson(c: Context) {
  return c.json({ error: 'Not found' }, 404);
}
