import { onDemand } from '../lib/load-once';

import type * as WriteSchemas from './write-schemas';

export type WriteSchemaModule = typeof WriteSchemas;

const schemas = onDemand<WriteSchemaModule>(() => import('./write-schemas'));

/**
 * Loads the schemas local writes validate with (./write-schemas.ts, and zod with them) on first
 * use. Call it BEFORE opening a Dexie transaction: awaiting anything but Dexie inside one would
 * end the transaction early.
 *
 * A failed load (e.g. offline before the service worker had cached the chunk) rejects, so the
 * write throws and its screen shows its error with the member's input still in the form; it is
 * not remembered, so the next try loads again.
 */
export function loadWriteSchemas(): Promise<WriteSchemaModule> {
  return schemas.load();
}

/** The write schemas if they are loaded already (a write then needs no wait at all), else null. */
export function loadedWriteSchemas(): WriteSchemaModule | null {
  return schemas.current;
}

/**
 * Starts loading the write schemas now, e.g. when the member begins a write (picks a mood), so the
 * save does not wait for them. A failed load is ignored here: the write itself loads again and
 * reports a failure.
 */
export function preloadWriteSchemas(): void {
  if (!schemas.current) void loadWriteSchemas().catch(() => undefined);
}
