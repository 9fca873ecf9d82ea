import { Hono } from 'hono';
import type { ExtractSchema } from 'hono/types';
import type { AppEnv } from './http/env';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { communityRoutes } from './routes/community';
import { contentRoutes } from './routes/content';
import { declaredRoutes } from './routes/declared';
import { goalRoutes } from './routes/goals';
import { healthRoutes } from './routes/health';
import { journalRoutes } from './routes/journal';
import { meditationRoutes } from './routes/meditation';
import { moodRoutes } from './routes/mood';
import { motivationRoutes } from './routes/motivation';
import { privateSessionRoutes } from './routes/private-sessions';
import { pushRoutes } from './routes/push';
import { statsRoutes } from './routes/stats';
import { syncRoutes } from './routes/sync';

/**
 * Every `/api` route, chained on one expression so that its type holds each route's path, method,
 * body and answer. A new instance per app: the app adds its catch-all answer to it.
 */
export function apiRoutes() {
  return new Hono<AppEnv>()
    .route('/', healthRoutes)
    .route('/', authRoutes)
    .route('/', statsRoutes)
    .route('/', goalRoutes)
    .route('/', moodRoutes)
    .route('/', journalRoutes)
    .route('/', communityRoutes)
    .route('/', meditationRoutes)
    .route('/', contentRoutes)
    .route('/', privateSessionRoutes)
    .route('/', motivationRoutes)
    .route('/', adminRoutes)
    .route('/', accountRoutes)
    .route('/', pushRoutes)
    .route('/', syncRoutes)
    .route('/', declaredRoutes());
}

/**
 * The API's routes as a type, for the web's client (`web/src/lib/api.ts`), which imports it with
 * `import type` only: no server code reaches the web bundle. Paths are relative to `/api`.
 */
export type ApiRoutes = ReturnType<typeof apiRoutes>;

/** Each route's input and answers by path and method (`{ '/me': { $get: ... } }`), for the same client. */
export type ApiSchema = ExtractSchema<ApiRoutes>;
