import type { ExportedReminders } from '../../../data/export';
import { api } from '../../../lib/api';

/**
 * The member's reminder records, from the server, for the JSON export: the settings and each
 * browser's push endpoint (never its keys). Null when the server cannot be asked (offline), so the
 * export still works without it.
 */
export async function remindersForExport(): Promise<ExportedReminders | null> {
  try {
    const [{ reminder }, { subscriptions }] = await Promise.all([
      api.get('/api/reminders'),
      api.get('/api/push/subscriptions'),
    ]);
    return {
      settings: reminder,
      browsers: subscriptions.map(({ endpoint, createdAt }) => ({ endpoint, createdAt })),
    };
  } catch {
    return null;
  }
}
