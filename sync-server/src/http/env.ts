import type { HttpBindings } from '@hono/node-server';
import type { AppDatabase } from '../db/client';
import type { UserRow } from '../db/schema';
import type { AuthLimiter } from '../security/auth-limits';
import type { PasswordQueue } from '../security/password-queue';
import type { QuotaCounter } from '../security/quotas';
import type { PushSender } from '../services/push/sender';
import type { ScryptCost } from '../security/passwords';
import type { SyncAdmission } from './sync-admission';
import type { ListenAddress } from './public-url';

/** Everything handlers need, fixed when the app is built. */
export type AppDeps = {
  db: AppDatabase;
  now: () => Date;
  scryptCost: ScryptCost;
  authLimiter: AuthLimiter;
  passwordQueue: PasswordQueue;
  /** Turns for push and pull: how many run at once, per member and in all. */
  syncAdmission: SyncAdmission;
  /**
   * Mutations a push applies per transaction, with a turn of the event loop between two; undefined:
   * the engine's own (PUSH_SLICE_SIZE in sync/push.ts).
   */
  pushSliceSize: number | undefined;
  quotas: QuotaCounter;
  /** How many proxies of our own stand in front of the server (X-Forwarded-For is believed that far). */
  trustProxyHops: number;
  /** The address members reach the app at (PUBLIC_URL), or null: the request's own. */
  publicUrl: string | null;
  /** Where the server listens (HOST and PORT), or null when it serves no socket (tests). */
  listen: ListenAddress | null;
  /** Web Push: the VAPID key and the sender reminders and test sends go through. */
  push: PushSender;
};

/** Hono's typed context: the signed-in member (or null) and the app's dependencies. */
export type AppEnv = {
  // Absent under app.request() in tests; present when served by @hono/node-server.
  Bindings: Partial<HttpBindings>;
  Variables: {
    deps: AppDeps;
    member: UserRow | null;
    /** The request came with a session its account's deletion ended. */
    accountDeleted: boolean;
  };
};
