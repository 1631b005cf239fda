// First: zod must be configured before any module builds a schema.
import './zodJitless';
import { DRAWN_AT_ATTRIBUTE, present } from '@mpx/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createApp } from './app';
import { takeFirstScreen } from './firstScreen';
import { setPageTime } from './lib/useNow';
import { createTrpcClient } from './trpc';
import './ui/global.css';

const root = present(document.getElementById('root'), 'the #root element of index.html');
const app = createApp({ trpcClient: createTrpcClient(), firstScreen: takeFirstScreen(document) });
const tree = (
  <StrictMode>
    <App app={app} />
  </StrictMode>
);

if (root.hasChildNodes()) {
  // The server drew this page (ADR 020): the same tree is built from the same answers at the
  // same time, then React takes over the markup instead of drawing it again. The router draws
  // its matches as the server did, without a suspense boundary around the whole app.
  setPageTime(Number(root.getAttribute(DRAWN_AT_ATTRIBUTE)) || Date.now());
  app.router.ssr = { manifest: undefined };
  void app.router.load().then(() => hydrateRoot(root, tree));
} else {
  createRoot(root).render(tree);
}
