// First: zod must be configured before any module builds a schema.
import './zodJitless';
import { present } from '@mpx/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app';
import { takeFirstScreen } from './firstScreen';
import { createTrpcClient } from './trpc';
import './ui/global.css';

const app = createApp({ trpcClient: createTrpcClient(), firstScreen: takeFirstScreen(document) });

createRoot(present(document.getElementById('root'), 'the #root element of index.html')).render(
  <StrictMode>
    <App app={app} />
  </StrictMode>,
);
