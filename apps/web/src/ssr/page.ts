import { escapeHtml } from '@mpx/shared';
import { DRAWN_AT_ATTRIBUTE, DRAWN_FOR_ATTRIBUTE, FIRST_SCREEN_ELEMENT_ID } from '../firstScreen';
import type { HeadMeta } from '../lib/headMeta';
import type { AppDrawing } from './draw';

/**
 * JSON inside `<script type="application/json">`: the HTML parser ends the element at the first
 * `</script` whatever the JSON means, and `<!--` changes how it parses, so `<` never appears
 * as such; `>` and `&` are escaped too, and the two line separators old parsers choke on.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Head tags whose content is a URL: a path is made whole against the site's address, as link previews need. */
const URL_CONTENT = new Set(['og:url', 'og:image', 'twitter:image']);

function metaTag(meta: HeadMeta, publicUrl: string): string {
  const attributes = Object.entries(meta).map(([name, value]) => {
    const whole = name === 'content' && value.startsWith('/') && URL_CONTENT.has(meta.property ?? meta.name ?? '') ? publicUrl + value : value;
    return `${name}="${escapeHtml(whole)}"`;
  });
  return `<meta ${attributes.join(' ')}>`;
}

export interface PageParts {
  /** The built index.html: the page every drawing goes into. */
  shell: string;
  /** The path and query string the page is drawn for. */
  url: string;
  drawing: AppDrawing;
  /** The route's own script files (`modulepreload`), beyond the entry's. */
  scripts: string[];
  publicUrl: string;
  now: number;
}

/**
 * The page as sent: the shell with the drawn markup in `#root` (when and for what URL), the
 * title, the routes' head tags, hints to fetch the route's scripts and first photos early, and
 * the answers the app starts from. A drawing that did not settle leaves `#root` empty: the
 * browser draws it from the same answers.
 */
export function pageHtml({ shell, url, drawing, scripts, publicUrl, now }: PageParts): string {
  const e = escapeHtml;
  const title = drawing.meta.find((m) => m.title !== undefined)?.title ?? drawing.title;
  const head = [
    ...drawing.meta.filter((m) => m.title === undefined).map((m) => metaTag(m, publicUrl)),
    ...scripts.map((href) => `<link rel="modulepreload" href="${e(href)}">`),
    // The photos the page paints first: fetched with the scripts, not after them.
    ...drawing.links,
  ].join('\n    ');
  const data = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForScript(drawing.firstScreen)}</script>`;
  // Function replacers: a replacement *string* would expand `$&`, `$'`, `` $` `` typed into a
  // listing's text into copies of the page.
  let html = shell;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${e(title)}</title>`);
  const { markup } = drawing;
  if (markup !== null)
    html = html.replace('<div id="root"></div>', () => `<div id="root" ${DRAWN_AT_ATTRIBUTE}="${now}" ${DRAWN_FOR_ATTRIBUTE}="${e(url)}">${markup}</div>`);
  if (head) html = html.replace('</head>', () => `  ${head}\n  </head>`);
  return html.replace('</body>', () => `  ${data}\n  </body>`);
}
