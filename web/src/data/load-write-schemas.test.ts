import { describe, expect, it, vi } from 'vitest';
import {
  loadedWriteSchemas,
  loadWriteSchemas,
  preloadWriteSchemasWhenIdle,
} from './load-write-schemas';

describe('write schemas loader', () => {
  it('preloads when idle, after which writes get the schemas without waiting', async () => {
    expect(loadedWriteSchemas()).toBeNull();

    preloadWriteSchemasWhenIdle();

    await vi.waitFor(() => expect(loadedWriteSchemas()).not.toBeNull(), { timeout: 5_000 });
    const schemas = loadedWriteSchemas()!;
    expect(schemas.MUTATION_ARGS['mood.create'].safeParse({}).success).toBe(false);
    expect(await loadWriteSchemas()).toBe(schemas);
  });
});
