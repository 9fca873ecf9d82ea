import { defineConfig } from 'drizzle-kit';

// Paths are relative to the repository root: run through `npm run db:generate`.
export default defineConfig({
  dialect: 'sqlite',
  schema: './sync-server/src/db/schema.ts',
  out: './sync-server/drizzle',
});
