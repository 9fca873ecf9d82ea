import { Hono } from 'hono';
import {
  createJournalEntrySchema,
  journalListQuerySchema,
  updateJournalEntrySchema,
} from '@selah/shared';
import type { AppEnv } from '../http/env';
import { signedIn } from '../http/session';
import { idParam, jsonBody, queryWith } from '../http/validate';
import {
  createJournalEntry,
  deleteJournalEntry,
  listJournalEntries,
  updateJournalEntry,
} from '../services/journal';
import { respondCreated } from './respond';

export const journalRoutes = new Hono<AppEnv>()
  .get('/journal-entries', (c) => {
    const member = signedIn(c);
    const { limit } = queryWith(c, journalListQuerySchema);
    return c.json(listJournalEntries(c.get('deps').db, member.id, { limit }));
  })
  .post('/journal-entries', async (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    const input = await jsonBody(c, createJournalEntrySchema);
    return respondCreated(c, createJournalEntry(db, member.id, input, now()));
  })
  .patch('/journal-entries/:id', async (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    const id = idParam(c);
    const input = await jsonBody(c, updateJournalEntrySchema);
    return c.json(updateJournalEntry(db, member.id, { ...input, id }, now()));
  })
  .delete('/journal-entries/:id', (c) => {
    const member = signedIn(c);
    const { db, now } = c.get('deps');
    return c.json(deleteJournalEntry(db, member.id, { id: idParam(c) }, now()));
  });
