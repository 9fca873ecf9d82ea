import { Hono } from 'hono';
import {
  createJournalEntrySchema,
  journalListQuerySchema,
  updateJournalEntrySchema,
} from '@selah/shared';
import type { AppEnv } from '../http/env';
import { byCreatedAt, requestedPage, respondPage } from '../http/paging';
import { signedIn } from '../http/session';
import { idParam } from '../http/validate';
import { listJournalEntries } from '../services/journal';
import { memberJson, writeAs } from './write';

export const journalRoutes = new Hono<AppEnv>()
  .get('/journal-entries', async (c) => {
    const member = signedIn(c);
    const page = requestedPage(c, journalListQuerySchema);
    const rows = await listJournalEntries(c.get('deps').db, member.id, page);
    return respondPage(c, rows, page, byCreatedAt);
  })
  .post('/journal-entries', memberJson(createJournalEntrySchema), async (c) => {
    const input = c.req.valid('json');
    return writeAs(c, 'journal.create', 'created', (now, newId) => ({
      ...input,
      id: input.id ?? newId,
      createdAt: input.createdAt ?? now.toISOString(),
    }));
  })
  .patch('/journal-entries/:id', memberJson(updateJournalEntrySchema), async (c) => {
    const id = idParam(c);
    const changes = c.req.valid('json');
    return writeAs(c, 'journal.update', 'row', () => ({ id, changes }));
  })
  .delete('/journal-entries/:id', (c) => {
    const id = idParam(c);
    return writeAs(c, 'journal.delete', 'id', () => ({ id }));
  });
