import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app';
import { INDEX_HTML, writeWebDist } from './web-dist';

const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;

/** The page without what each route adds to the shell (its first screen and hints, ADR 016). */
const shellOf = (html: string) =>
  html
    .replace(/\n\s*<link rel="(?:preload|modulepreload)"[^>]*>/g, '')
    .replace(/\s*<script type="application\/json"[^]*?<\/script>/, '')
    .replace(/\s*\n(\s*<\/(?:head|body)>)/g, '\n$1');

describe('the web app served compressed', async () => {
  // What the Vite build writes: each text asset with its `.br` and `.gz` twins.
  const web = writeWebDist({
    'assets/index-abc123.js': SCRIPT,
    'assets/index-abc123.js.br': brotliCompressSync(SCRIPT),
    'assets/index-abc123.js.gz': gzipSync(SCRIPT),
    'assets/photo-free.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  const t = await startTestApp({}, { webDist: web.dir });
  afterAll(async () => {
    await t.close();
    web.remove();
  });
  const get = (url: string, acceptEncoding?: string) =>
    t.request({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli twin of a script to a browser that accepts it, cacheable forever', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends the gzip twin where brotli is not accepted, and the plain file where neither is', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a small asset the build left uncompressed as it is', async () => {
    const res = await get('/assets/photo-free.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<svg');
  });

  it('compresses the page shell of every app route as the client accepts', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get('/listings', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(shellOf(decode(res.rawPayload).toString())).toBe(INDEX_HTML);
    }
    const plain = await get('/listings', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(shellOf(plain.body)).toBe(INDEX_HTML);
  });

  it('refuses brotli when the client gives it q=0', async () => {
    const res = await get('/listings', 'br;q=0, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
