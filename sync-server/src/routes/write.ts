import type { Context } from 'hono';
import type { z } from 'zod';
import { parseMutation, uuidv7, type MutationArgs, type MutationName } from '@selah/shared';
import { writeTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import type { AppEnv } from '../http/env';
import { signedIn } from '../http/session';
import { jsonInput } from '../http/validate';
import { chargeMutations } from '../http/write-quotas';
import type { WriteAnswer } from '../http/write-answer';
import { invalid } from '../services/errors';
import { runMutation, spacesWrittenBy, type Applied } from '../sync/apply-mutation';

/**
 * How a write answers: `created` the new row (201, or 200 with the stored row when a retried create
 * found it already there), `row` the row after the change, `id` just `{ id }` (a delete).
 */
type AnswerShape = 'created' | 'row' | 'id';

function answerFor(shape: AnswerShape, applied: Applied, id: string): WriteAnswer {
  if (shape === 'id') return { status: 200, body: { id } };
  return { status: shape === 'created' && applied.created ? 201 : 200, body: applied.row };
}

/**
 * The REST side of a write: the request becomes the named mutation a device would push, applied
 * for the signed-in member in ONE write transaction, so a REST call and the equivalent pushed
 * mutation have the same effect. `argsAt` builds the args inside that transaction (`tx`), at the
 * request's moment (`now`), with a fresh id for a create whose client sent none. It counts against
 * the member's write quotas first, as the same mutation pushed would (a replay under an
 * Idempotency-Key is answered before it gets here, and is not counted again).
 */
export async function writeAs<N extends MutationName>(
  c: Context<AppEnv>,
  name: N,
  shape: AnswerShape,
  argsAt: (now: Date, newId: string, tx: Db) => MutationArgs<N> | Promise<MutationArgs<N>>,
): Promise<Response> {
  const member = signedIn(c);
  const { db, now: clock } = c.get('deps');
  const now = clock();
  await chargeMutations(c, member, [name]);
  const answer = await writeTransaction(
    db,
    async (tx) => {
      const parsed = parseMutation(name, await argsAt(now, uuidv7(now.getTime()), tx));
      if (!parsed.ok) throw invalid(parsed.error, parsed.field);
      const applied = await runMutation(tx, { member, now }, parsed.mutation);
      return answerFor(shape, applied, parsed.mutation.args.id);
    },
    { spaces: spacesWrittenBy(member, [name]) },
  );
  return c.json(answer.body, answer.status);
}

/** The body of a member's write, read only once they are known: a visitor gets 401, not 400. */
export function memberJson<S extends z.ZodType>(schema: S) {
  return jsonInput(schema, signedIn);
}
