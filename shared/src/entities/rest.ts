/**
 * REST routes declared with their table, for the server's generic router: each write is the
 * mutation a device would push, made from the request (the id in its path, its JSON body, the
 * server's moment and a fresh id), so REST and push share one permission, quota and effect.
 */
import type { z } from 'zod';
import type { MutationName } from '../constants/sync';
import type { MutationArgs } from '../sync/mutations';

/** `created` the new row (201), `row` the row after the change, `id` just `{ id }` (a delete). */
export type RestAnswer = 'created' | 'row' | 'id';

export interface RestRequest<Body> {
  /** The row id in the path ('' for a route on the table itself). */
  id: string;
  body: Body;
  now: Date;
  /** An id for a row the request creates without naming one. */
  newId: string;
}

export interface RestWrite {
  method: 'POST' | 'PATCH' | 'DELETE';
  /** After the table's restPath: '' for the table, '/:id' and what follows for one row. */
  path: '' | `/:id${string}`;
  /** The JSON body's shared schema (answered `{ error, field }` when it fails); null: no body. */
  body: z.ZodType | null;
  mutation: MutationName;
  args(request: RestRequest<unknown>): unknown;
  answer: RestAnswer;
}

/** A table's REST routes: `list` pages its rows newest first (shared tables), then its writes. */
export interface RestRoutes {
  list: boolean;
  writes: readonly RestWrite[];
}

type BodyOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** One declared write, typed so its args are checked against its mutation's. */
export function restWrite<N extends MutationName, S extends z.ZodType | null>(write: {
  method: RestWrite['method'];
  path: RestWrite['path'];
  body: S;
  mutation: N;
  args(request: RestRequest<BodyOf<S>>): MutationArgs<N>;
  answer: RestAnswer;
}): RestWrite {
  return write as RestWrite;
}
