import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MessagePort } from 'node:worker_threads';
import type { DrawCall, DrawCallAnswer, DrawResult, DrawTask } from '@mpx/shared';
import { compressText } from '@mpx/shared/compress';
import { drawApp } from './draw';
import { pageHtml } from './page';
import { RouteFiles } from './routeFiles';

/**
 * The web app's drawing worker (ADR 022): the host runs it on threads of its own (a Piscina
 * pool) and sends it a page request; it draws the page with the app's own router and queries,
 * asking the host for each answer over the task's port, and gives back the finished page,
 * compressed, so the host's thread only sends bytes.
 */

/** Each build the worker is asked to draw into, read once: its index.html and its route files. */
const builds = new Map<string, { shell: string; files: RouteFiles }>();

function buildAt(webDist: string) {
  let build = builds.get(webDist);
  if (!build) {
    const manifest = (() => {
      try {
        return JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as unknown;
      } catch {
        return undefined;
      }
    })();
    build = { shell: readFileSync(join(webDist, 'index.html'), 'utf8'), files: new RouteFiles(manifest) };
    builds.set(webDist, build);
  }
  return build;
}

/** Asks the host over `port`, one message per query, matched to its answer by id. */
function hostAsker(port: MessagePort) {
  let next = 0;
  const waiting = new Map<number, (answer: DrawCallAnswer) => void>();
  port.on('message', (answer: DrawCallAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  return (path: string, input: unknown) =>
    new Promise<DrawCallAnswer>((resolve) => {
      const call: DrawCall = { id: next++, path, input };
      waiting.set(call.id, resolve);
      port.postMessage(call);
    });
}

export default async function draw(task: DrawTask): Promise<DrawResult> {
  const { port } = task;
  if (!(port instanceof MessagePort)) throw new TypeError('a drawing task carries the port its queries are answered on');
  try {
    const build = buildAt(task.webDist);
    const drawing = await drawApp(task.url, { ask: hostAsker(port), now: task.now, rememberedNear: task.rememberedNear });
    const html = Buffer.from(
      pageHtml({ shell: build.shell, url: task.url, drawing, scripts: build.files.filesFor(drawing.routeIds), publicUrl: task.publicUrl, now: task.now }),
    );
    return {
      outcome: drawing.markup === null ? 'unsettled' : 'drawn',
      status: drawing.status,
      html,
      encoded: task.encoding ? compressText(html, task.encoding, 'fast') : undefined,
      reason: drawing.unsettled,
    };
  } finally {
    port.close();
  }
}
