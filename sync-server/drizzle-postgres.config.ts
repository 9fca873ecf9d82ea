import { defineConfig } from 'drizzle-kit';

// The PostgreSQL migrations. Paths are relative to the repository root: run through
// `npm run db:generate`, which generates both engines' migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './sync-server/src/db/schema-postgres.ts',
  out: './sync-server/drizzle-postgres',
});
