import type { AddressInfo } from 'node:net';

/** The TCP port a listening server bound (`server.address()`); throws for a pipe or a closed server. */
export function listeningPort(address: AddressInfo | string | null): number {
  if (address === null || typeof address === 'string') throw new Error(`Expected a TCP address, got ${String(address)}`);
  return address.port;
}
