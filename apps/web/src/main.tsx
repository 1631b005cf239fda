// First: zod must be configured before any module builds a schema.
import './zodJitless';
import { present } from '@mpx/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createApp } from './app';
import { DRAWN_AT_ATTRIBUTE, drawnForHere, takeFirstScreen } from './firstScreen';
import { createTrpcClient } from './trpc';
import './ui/global.css';

const root = present(document.getElementById('root'), 'the #root element of index.html');
const drawn = drawnForHere(root, window.location);
if (!drawn) root.replaceChildren();
const app = createApp({
  trpcClient: createTrpcClient(),
  firstScreen: takeFirstScreen(document),
  pageTime: drawn ? Number(root.getAttribute(DRAWN_AT_ATTRIBUTE)) || Date.now() : undefined,
});
const tree = (
  <StrictMode>
    <App app={app} />
  </StrictMode>
);

if (drawn) {
  // The server drew this page (ADR 022): the same tree is built from the same answers at the
  // same time, then React takes over the markup instead of drawing it again. The router draws
  // its matches as the server did, without a suspense boundary around the whole app.
  app.router.ssr = { manifest: undefined };
  void app.router.load().then(() => hydrateRoot(root, tree));
} else {
  createRoot(root).render(tree);
}
