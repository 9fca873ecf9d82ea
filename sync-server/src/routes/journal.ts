import { Hono } from 'hono';
import {
  createJournalEntrySchema,
  journalListQuerySchema,
  updateJournalEntrySchema,
} from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn } from '../http/session';
import { idParam, jsonBody } from '../http/validate';
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
    const page = requestedPage(c, journalListQuerySchema);
    const rows = listJournalEntries(c.get('deps').db, member.id, page);
    return respondPage(c, rows, page, byCreatedAt);
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
