import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body: Buffer;
  /** Sends the body with `Transfer-Encoding: chunked` instead of a Content-Length. */
  chunked?: boolean;
  /** Writes the body in pieces of this size, waiting `pauseMs` after each one (a slow uplink). */
  pieceSize?: number;
  pauseMs?: number;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A fresh TCP connection to the server, and its first answer once the server ends the connection. */
async function connectRaw(address: string): Promise<{ socket: Socket; host: string; answer: Promise<RawAnswer> }> {
  const { hostname, port } = new URL(address);
  const socket = connect({ host: hostname, port: Number(port) });
  const received: Buffer[] = [];
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('end', () => {
      try {
        resolve(parseAnswer(Buffer.concat(received)));
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
    socket.on('error', reject);
  });
  // A rejection while the request is still being written must not surface as an unhandled one.
  answer.catch(() => {});
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return { socket, host: `${hostname}:${port}`, answer };
}

/**
 * One request on its own TCP connection, written like a client that sends its whole body before
 * it looks at the answer, then half-closes and reads to the end. Unlike fetch or http.request,
 * nothing here retries, reconnects or hides a reset: an ECONNRESET or EPIPE rejects.
 */
export async function sendRaw(address: string, request: RawRequest): Promise<RawAnswer> {
  const { socket, host, answer } = await connectRaw(address);
  const framing = request.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(request.body.length) };
  const head = Object.entries({ host, ...request.headers, ...framing })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`${request.method} ${request.path} HTTP/1.1\r\n${head}\r\n`);
  const pieceSize = request.pieceSize ?? request.body.length;
  for (let at = 0; at < request.body.length && !socket.destroyed; at += pieceSize) {
    const piece = request.body.subarray(at, at + pieceSize);
    socket.write(request.chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece);
    if (request.pauseMs) await sleep(request.pauseMs);
  }
  if (!socket.destroyed) socket.end(request.chunked ? '0\r\n\r\n' : '');
  return answer;
}

/** Bytes that need not be HTTP at all (a malformed request), and the answer to them. */
export async function sendBytes(address: string, bytes: string): Promise<RawAnswer> {
  const { socket, answer } = await connectRaw(address);
  socket.end(bytes);
  return answer;
}

/** The first answer on the connection, its body framed by Content-Length or chunked. */
function parseAnswer(bytes: Buffer): RawAnswer {
  const split = bytes.indexOf('\r\n\r\n');
  if (split < 0) throw new Error(`no complete answer: ${JSON.stringify(bytes.toString('latin1').slice(0, 200))}`);
  const [statusLine = '', ...lines] = bytes.subarray(0, split).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const rest = bytes.subarray(split + 4);
  const body = headers['transfer-encoding'] === 'chunked' ? unchunk(rest) : rest.subarray(0, Number(headers['content-length'] ?? 0));
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

function unchunk(bytes: Buffer): Buffer {
  const pieces: Buffer[] = [];
  for (let at = 0; ;) {
    const eol = bytes.indexOf('\r\n', at);
    const size = parseInt(bytes.subarray(at, eol).toString('latin1'), 16);
    if (!size) return Buffer.concat(pieces);
    pieces.push(bytes.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}
