import { Hono } from 'hono';
import { pushSubscriptionInputSchema, reminderSettingsSchema } from '@selah/shared';
import { writeTransaction } from '../db/transaction';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { signedIn, timeZoneOf } from '../http/session';
import { idParam, jsonInput } from '../http/validate';
import { inMinutes } from '../http/wait-text';
import { chargeQuotas } from '../http/write-quotas';
import { reserveTestPush } from '../security/test-push-limit';
import { ENDPOINT_REFUSED_MESSAGE } from '../services/push/endpoints';
import { reminderMessage } from '../services/push/reminder-message';
import {
  deleteSubscription,
  listSubscriptions,
  saveSubscription,
  toSummary,
} from '../services/push/subscriptions';
import { getReminder, saveReminder } from '../services/reminders';

export const NO_SUBSCRIPTION_MESSAGE =
  'No browser is set up for reminders yet: turn reminders on on this device first';

/** Web Push: the server's public key, the member's browsers, their daily reminder, a test send. */
export const pushRoutes = new Hono<AppEnv>()
  .get('/push/public-key', async (c) => {
    const publicKey = await c.get('deps').push.publicKey();
    return c.json({ publicKey });
  })
  .get('/push/subscriptions', async (c) => {
    const member = signedIn(c);
    const rows = await listSubscriptions(c.get('deps').db, member.id);
    return c.json({ subscriptions: rows.map(toSummary) });
  })
  .post('/push/subscriptions', jsonInput(pushSubscriptionInputSchema, signedIn), async (c) => {
    const member = signedIn(c);
    const input = c.req.valid('json');
    const { db, now, push } = c.get('deps');
    // Before anything is stored: the server must never be made to call an address of anyone's choosing.
    if (!push.isAllowed(input.endpoint))
      throw new HttpError(400, ENDPOINT_REFUSED_MESSAGE, 'endpoint');
    await chargeQuotas(c, member, { changes: 1 });
    const { row, created } = await writeTransaction(db, (tx) =>
      saveSubscription(tx, member.id, input, now()),
    );
    return c.json({ subscription: toSummary(row) }, created ? 201 : 200);
  })
  .delete('/push/subscriptions/:id', async (c) => {
    const member = signedIn(c);
    const id = idParam(c);
    await chargeQuotas(c, member, { changes: 1 });
    await writeTransaction(c.get('deps').db, (tx) => deleteSubscription(tx, member.id, id));
    return c.json({ id });
  })
  .get('/reminders', async (c) => {
    const member = signedIn(c);
    return c.json({ reminder: await getReminder(c.get('deps').db, member.id) });
  })
  .put('/reminders', jsonInput(reminderSettingsSchema, signedIn), async (c) => {
    const member = signedIn(c);
    const input = c.req.valid('json');
    const { db, now } = c.get('deps');
    await chargeQuotas(c, member, { changes: 1 });
    const reminder = await writeTransaction(db, (tx) =>
      saveReminder(tx, member.id, { ...input, quietHours: input.quietHours ?? null }, now()),
    );
    return c.json({ reminder });
  })
  .post('/push/test', async (c) => {
    const member = signedIn(c);
    const { db, now, push } = c.get('deps');
    const subscriptions = await listSubscriptions(db, member.id);
    if (subscriptions.length === 0) throw new HttpError(409, NO_SUBSCRIPTION_MESSAGE);
    const waitSeconds = await reserveTestPush(db, member.id, now().getTime());
    if (waitSeconds !== null) {
      throw new HttpError(
        429,
        `You have sent several test reminders this hour. Please try again in ${inMinutes(waitSeconds)}.`,
        undefined,
        { 'Retry-After': String(waitSeconds) },
      );
    }
    const reminder = await getReminder(db, member.id);
    const zone = reminder?.timeZone ?? timeZoneOf(c);
    const summary = await push.sendToAll(subscriptions, reminderMessage('test', now(), zone));
    return c.json(summary);
  });
