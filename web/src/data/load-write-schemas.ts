import type * as WriteSchemas from './write-schemas';

/**
 * Loads the schemas local writes validate with (./write-schemas.ts, and zod with them) on first
 * use. Call it BEFORE opening a Dexie transaction: awaiting anything but Dexie inside one would
 * end the transaction early.
 */
export function loadWriteSchemas(): Promise<typeof WriteSchemas> {
  return import('./write-schemas');
}
