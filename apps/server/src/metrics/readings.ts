import type { Deps } from '@mpx/api';
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { ServerConfig } from '../config';
import { databaseBytes } from '../system/facts';

/**
 * What the site holds and serves right now, read when Prometheus scrapes and not kept in
 * between: open WebSockets (the socket server's own set), active listings and members (COUNTs
 * over indexes, a few milliseconds at 50,000 listings) and the database's bytes on disk.
 */
export function readSiteState(registry: Registry, app: FastifyInstance, deps: Deps, config: ServerConfig) {
  const sqlite = deps.db.$client;
  const activeListings = sqlite.prepare<[], number>("SELECT count(*) FROM listings WHERE status = 'active'").pluck();
  const members = sqlite.prepare<[], number>('SELECT count(*) FROM users').pluck();
  const registers = [registry];

  new Gauge({
    name: 'mpx_websocket_connections',
    help: 'Open WebSocket connections (the live updates of signed-in pages, over /trpc)',
    registers,
    collect() {
      this.set(app.websocketServer.clients.size);
    },
  });
  new Gauge({
    name: 'mpx_listings_active',
    help: 'Listings whose status is active (shown in browse)',
    registers,
    collect() {
      this.set(activeListings.get() ?? 0);
    },
  });
  new Gauge({
    name: 'mpx_members',
    help: 'Member accounts, verified or not',
    registers,
    collect() {
      this.set(members.get() ?? 0);
    },
  });
  new Gauge({
    name: 'mpx_database_size_bytes',
    help: 'Bytes of the SQLite database on disk: app.db and its write-ahead log',
    registers,
    async collect() {
      this.set(await databaseBytes(config.dataDir));
    },
  });
}
