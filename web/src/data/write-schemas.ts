/**
 * The shared zod schemas that local writes validate with. Import this module ONLY through
 * loadWriteSchemas() (./load-write-schemas.ts): zod is the largest library the app uses, and the
 * first screen must not wait for it (first-route budget: docs/decisions/006-first-route-budget.md).
 * A write loads it the first time one is made; the service worker precaches the chunk, so that
 * works offline too.
 */
import { z } from 'zod';

// zod probes `new Function('')` on the first object parse to decide whether to compile validators.
// The app's Content-Security-Policy forbids eval, so the probe only produced a CSP violation report
// (a console error and a Lighthouse "inspector issue"); jitless skips the probe. The server keeps
// the compiled validators.
z.config({ jitless: true });

export {
  MUTATION_ARGS,
  communityPostSchema,
  createCommunityPostSchema,
  reportedPostSchema,
  createInspirationalContentSchema,
  updateInspirationalContentSchema,
  createJournalEntrySchema,
  createMeditationSessionSchema,
  createPrivateSessionSchema,
  updateGoalSchema,
  updateJournalEntrySchema,
} from '@selah/shared';
