import { createServer, type Server } from 'node:http';
import { listeningPort } from '@mpx/testing';

const PAGE = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>
<body style="font-family: system-ui, sans-serif; margin: 1rem">
<h1>Bach 7C trumpet mouthpiece</h1>
<p>Silver plated, a few marks on the shank, plays perfectly. Posted anywhere in Australia or met in person in Melbourne.</p>
<img src="/photo" alt="The mouthpiece" width="600" height="600" style="max-width: 100%; height: auto">
</body>
</html>`;

/**
 * The fastest a page with a heading, a paragraph and one of our photos can paint on this machine
 * and network: one HTML document and one image, no script. The site's pages are measured against
 * it in the same run, so a slow box or a busy moment shows in both.
 */
export async function startFloorPage(photo: Buffer, contentType: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url === '/photo') {
      response.writeHead(200, { 'Content-Type': contentType, 'Content-Length': photo.length });
      return response.end(photo);
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${listeningPort(server.address())}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
