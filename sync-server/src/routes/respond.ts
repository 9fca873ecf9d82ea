import type { Context } from 'hono';
import type { Created } from '../services/create-result';

/** 201 for a new row; 200 with the stored row when a retried create found it already there. */
export function respondCreated<T>(c: Context, result: Created<T>): Response {
  return c.json(result.row, result.created ? 201 : 200);
}
