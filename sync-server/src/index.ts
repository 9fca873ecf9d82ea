import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { loadConfig } from './config';
import { closeDatabase, openDatabase } from './db/client';
import { seedDatabase } from './db/seed';

const config = loadConfig();
const db = openDatabase(config.databaseFile);
await seedDatabase(db, { demo: config.seedDemo, now: new Date() });

const app = createApp({
  db,
  webDist: config.webDist,
  trustProxyHops: config.trustProxyHops,
  writeQuotas: config.writeQuotas,
});
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Selah is listening on ${urlOf(info)}`);
});

function urlOf(info: AddressInfo): string {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  return `http://${host}:${info.port}`;
}

let stopping = false;
/** Stop accepting, let open requests finish, then fold the WAL into the database file. */
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  const forceExit = setTimeout(() => {
    closeDatabase(db);
    process.exit(0);
  }, 5000);
  forceExit.unref();
  server.close(() => {
    closeDatabase(db);
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}

process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
