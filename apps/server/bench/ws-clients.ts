/**
 * Raw tRPC WebSocket clients for the real-time benchmark. Imported for `subscribe`; run as a
 * script (`node --import tsx bench/ws-clients.ts`), it reads `{ url, tokens, subscribe }` as
 * JSON on stdin, opens one socket per token (subscribed to `events.onEvent` when `subscribe`),
 * prints "ready" and keeps them open until killed: a process of their own, so the server's
 * memory can be measured without theirs.
 */
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { isRecord } from '@mpx/shared';
import { z } from 'zod';

/** Opens a socket with the session cookie on the upgrade; subscribed, it resolves once the subscription has started. */
export function openSocket(url: string, token: string, onEvent?: (data: unknown) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/trpc`, { headers: { cookie: `session=${token}` } });
    socket.once('error', reject);
    socket.once('open', () => {
      if (!onEvent) return resolve(socket);
      socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'events.onEvent', input: {} } }));
    });
    socket.on('message', (raw: Buffer) => {
      const frame: unknown = JSON.parse(raw.toString());
      if (!isRecord(frame) || !isRecord(frame.result)) return;
      if (frame.result.type === 'started') resolve(socket);
      else if (frame.result.type === 'data') onEvent?.(frame.result.data);
    });
  });
}

async function main() {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  const { url, tokens, subscribe } = z.object({ url: z.string(), tokens: z.array(z.string()), subscribe: z.boolean() }).parse(JSON.parse(text));
  const sockets: WebSocket[] = [];
  for (const token of tokens) sockets.push(await openSocket(url, token, subscribe ? () => {} : undefined));
  console.log('ready');
  // Open until killed.
  setInterval(() => sockets.length, 60_000);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
