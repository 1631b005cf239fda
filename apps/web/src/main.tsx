import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app';
import { createTrpcClient } from './trpc';
import './ui/global.css';

const app = createApp({ trpcClient: createTrpcClient() });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App app={app} />
  </StrictMode>,
);
