import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { loadConfig } from './config';
import { closeDatabase, openDatabase } from './db/client';
import { describeFault, isDatabaseUnavailable } from './db/faults';
import { seedDatabase } from './db/seed';
import { nodeListener } from './http/node-listener';
import { ReminderScheduler } from './services/push/scheduler';
import { PushSender } from './services/push/sender';
import { storedVapidKeys } from './services/push/vapid';

const config = loadConfig();
const db = await openDatabase(config.database);
await seedDatabase(db, { demo: config.seedDemo, now: new Date() });
// The VAPID key pair is made on the first start (stored, so every node and restart shares it).
if (!config.push.vapidKeys) await storedVapidKeys(db, new Date());

// PORT=0 lets the system pick a port: the one bound is put here once the server listens.
const listen = { host: config.host, port: config.port };
const app = createApp({
  db,
  webDist: config.webDist,
  trustProxyHops: config.trustProxyHops,
  publicUrl: config.publicUrl,
  listen,
  writeQuotas: config.writeQuotas,
  push: config.push,
});
// Every node runs the reminder loop; claims in the database let one of them send each reminder.
const stopReminders = new ReminderScheduler({
  db,
  sender: new PushSender(db, config.push),
  // A database that is away for a moment fails a tick (the next one retries): one short line.
  reportError: (error) => {
    if (isDatabaseUnavailable(error)) {
      console.warn(`Reminders wait for the database: ${describeFault(error)}`);
    } else console.error('Reminder scheduler failed', error);
  },
}).start();
const server = createServer(nodeListener(app, config.host));
server.listen(config.port, config.host, () => {
  const info = server.address() as AddressInfo;
  listen.port = info.port;
  console.log(`Selah is listening on ${urlOf(info)}`);
});

function urlOf(info: AddressInfo): string {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  return `http://${host}:${info.port}`;
}

let stopping = false;
/** Stop accepting, let open requests finish, then close the database (SQLite: fold in the WAL). */
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  const exit = () => {
    void stopReminders()
      .then(() => closeDatabase(db))
      .finally(() => process.exit(0));
  };
  const forceExit = setTimeout(exit, 5000);
  forceExit.unref();
  server.close(exit);
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}

process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
