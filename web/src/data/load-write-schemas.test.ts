import { describe, expect, it, vi } from 'vitest';

describe('write schemas loader', () => {
  it('preloads on request, after which writes get the schemas without waiting', async () => {
    // A fresh copy of the loader: other test files in this worker may have loaded the schemas.
    vi.resetModules();
    const { loadedWriteSchemas, loadWriteSchemas, preloadWriteSchemas } =
      await import('./load-write-schemas');
    expect(loadedWriteSchemas()).toBeNull();

    preloadWriteSchemas();

    // Nothing else asks for them: only the preload can have loaded them.
    await vi.waitFor(() => expect(loadedWriteSchemas()).not.toBeNull(), { timeout: 5_000 });
    const schemas = loadedWriteSchemas()!;
    expect(schemas.MUTATION_ARGS['mood.create'].safeParse({}).success).toBe(false);
    expect(await loadWriteSchemas()).toBe(schemas);
  });
});
