import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const MiB = 1024 * 1024;

/**
 * How much of a body is still read after the answer went out, and for how long. Enough for a
 * client that overshot the largest limit (48 MiB of listing) to finish sending and read its 413;
 * past either, the connection is cut, so a client cannot keep the server reading a gigabyte of
 * nothing, or a trickle for ever.
 */
const DRAIN_BYTES = 64 * MiB;
const DRAIN_MS = 30_000;

/**
 * An answer can go out while the client is still sending its body: a 413 on the declared length
 * or once the count passes the limit, a 429 or a 415 before reading. Closing the connection then
 * (Fastify asks for `Connection: close` on a refused body, and Node destroys the socket as soon as
 * the answer is written) makes the kernel reset it when more of the body arrives, and a reset can
 * discard the answer before the client has read it: the client sees ECONNRESET or EPIPE instead
 * of its 413. So the connection stays open and the rest of the body is read and thrown away,
 * within the limits above; once it has all arrived the connection is an idle keep-alive one.
 */
export function registerRefusedBodyDrain(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    // Requests made with inject() have no `complete`: their body is all there.
    if (request.raw.complete !== false) return;
    reply.removeHeader('connection');
    drain(request.raw);
  });
}

function drain(req: IncomingMessage) {
  const cutOff = () => req.socket.destroy();
  const timer = setTimeout(cutOff, DRAIN_MS);
  timer.unref();
  let left = DRAIN_BYTES;
  req.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) cutOff();
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  // A stream that was reading the body (tRPC's counter of a chunked body) stopped and paused it.
  req.unpipe();
  req.resume();
}
