import type * as WriteSchemas from './write-schemas';

export type WriteSchemaModule = typeof WriteSchemas;

let loaded: WriteSchemaModule | null = null;
let loading: Promise<WriteSchemaModule> | null = null;

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
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./write-schemas').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The write schemas if they are loaded already (a write then needs no wait at all), else null. */
export function loadedWriteSchemas(): WriteSchemaModule | null {
  return loaded;
}

/**
 * Starts loading the write schemas now, e.g. when the member begins a write (picks a mood), so the
 * save does not wait for them. A failed load is ignored here: the write itself loads again and
 * reports a failure.
 */
export function preloadWriteSchemas(): void {
  if (!loaded) void loadWriteSchemas().catch(() => undefined);
}
