import { describe, expect, it } from 'vitest';
import { loadedWriteSchemas, loadWriteSchemas, preloadWriteSchemas } from './load-write-schemas';

describe('write schemas loader', () => {
  it('preloads on request, after which writes get the schemas without waiting', async () => {
    expect(loadedWriteSchemas()).toBeNull();

    preloadWriteSchemas();
    const schemas = await loadWriteSchemas();

    expect(loadedWriteSchemas()).toBe(schemas);
    expect(schemas.MUTATION_ARGS['mood.create'].safeParse({}).success).toBe(false);
    expect(await loadWriteSchemas()).toBe(schemas);
  });
});
