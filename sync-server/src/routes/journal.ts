import { Hono } from 'hono';
import {
  createJournalEntrySchema,
  journalListQuerySchema,
  updateJournalEntrySchema,
} from '@selah/shared';
import type { AppEnv } from '../http/env';
import { signedIn } from '../http/session';
import { idParam, queryWith } from '../http/validate';
import { listJournalEntries } from '../services/journal';
import { memberBody, writeAs } from './write';

export const journalRoutes = new Hono<AppEnv>()
  .get('/journal-entries', (c) => {
    const member = signedIn(c);
    const { limit } = queryWith(c, journalListQuerySchema);
    return c.json(listJournalEntries(c.get('deps').db, member.id, { limit }));
  })
  .post('/journal-entries', async (c) => {
    const input = await memberBody(c, createJournalEntrySchema);
    return writeAs(c, 'journal.create', 'created', (now, newId) => ({
      ...input,
      id: input.id ?? newId,
      createdAt: input.createdAt ?? now.toISOString(),
    }));
  })
  .patch('/journal-entries/:id', async (c) => {
    const id = idParam(c);
    const changes = await memberBody(c, updateJournalEntrySchema);
    return writeAs(c, 'journal.update', 'row', () => ({ id, changes }));
  })
  .delete('/journal-entries/:id', (c) => {
    const id = idParam(c);
    return writeAs(c, 'journal.delete', 'id', () => ({ id }));
  });
