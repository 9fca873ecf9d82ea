import { Hono } from 'hono';
import { deleteAccountSchema, passwordResetSchema, updateProfileSchema } from '@selah/shared';
import { writeTransaction } from '../db/transaction';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { publicBase } from '../http/public-url';
import { chargeQuotas } from '../http/write-quotas';
import { clearSessionCookie, signedIn, signedInAdmin } from '../http/session';
import { idParam, jsonBody, jsonInput, jsonReadInHandler } from '../http/validate';

import { hashPassword } from '../security/passwords';
import { deleteAccount } from '../services/account-deletion';
import { checkCredentials } from '../services/accounts';
import { ServiceError } from '../services/errors';
import { createResetLink, memberOfResetToken, useResetToken } from '../services/password-resets';
import { updateProfile } from '../services/profile';
import { admitPasswordCheck, hashingInTurn, passwordPlace } from './auth';

export const WRONG_PASSWORD_MESSAGE = 'Your password is not correct';

/** The member's own account: profile, deletion; and resetting a password with an admin's link. */
export const accountRoutes = new Hono<AppEnv>()
  .patch('/me', jsonInput(updateProfileSchema, signedIn), async (c) => {
    const member = signedIn(c);
    const changes = c.req.valid('json');
    // A change like any other: under an Idempotency-Key each one leaves a record.
    await chargeQuotas(c, member, { changes: 1 });
    const user = await writeTransaction(c.get('deps').db, (tx) =>
      updateProfile(tx, member, changes),
    );
    return c.json({ user });
  })
  // Everything of the member goes; the password is asked again, and guesses count as sign-ins.
  .delete('/me', jsonReadInHandler(deleteAccountSchema), async (c) => {
    const member = signedIn(c);
    const { db, now, scryptCost, authLimiter } = c.get('deps');
    const place = passwordPlace(c);
    try {
      const input = await jsonBody(c, deleteAccountSchema);
      const admitted = await admitPasswordCheck(c, member);
      try {
        await place.run(() =>
          checkCredentials(db, { email: member.email, password: input.password }, scryptCost),
        );
      } catch (error) {
        if (error instanceof ServiceError && error.kind === 'unauthorized') {
          throw new HttpError(400, WRONG_PASSWORD_MESSAGE, 'password');
        }
        throw error;
      }
      await authLimiter.succeeded(db, admitted);
      const deleted = await writeTransaction(db, (tx) =>
        deleteAccount(tx, member, now(), input.nextAdminEmail),
      );
      clearSessionCookie(c);
      return c.json({ deleted });
    } finally {
      place.release();
    }
  })
  .post('/password-reset', jsonInput(passwordResetSchema), async (c) => {
    const { db, now, scryptCost } = c.get('deps');
    const input = c.req.valid('json');
    // A token that does not work is refused before any hashing.
    await memberOfResetToken(db, input.token, now());
    const passwordHash = await hashingInTurn(c, () => hashPassword(input.newPassword, scryptCost));
    await writeTransaction(db, (tx) => useResetToken(tx, input.token, passwordHash, now()));
    return c.json({ ok: true });
  })
  .post('/admin/users/:id/reset-link', async (c) => {
    signedInAdmin(c);
    const { db, now } = c.get('deps');
    const id = idParam(c);
    const base = publicBase(c);
    const link = await writeTransaction(db, (tx) => createResetLink(tx, id, now(), base));
    return c.json({ url: link.url, expiresAt: link.expiresAt });
  });
