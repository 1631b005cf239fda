import type { DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { App, createApp } from '../app';
import { SITE_CONFIG } from './fixtures';
import { createMockTrpc, type MockHandlers } from './mockTrpc';

/**
 * Renders the whole app (real routes, guards and layout) at `path`, with the API answered by
 * `handlers`, and any first screen the server would have put into the page. Defaults: a guest and
 * the test site config.
 */
export async function renderApp(
  path: string,
  handlers: MockHandlers = {},
  { strict = false, firstScreen }: { strict?: boolean; firstScreen?: DehydratedState } = {},
) {
  const { client, calls } = createMockTrpc({
    'auth.viewer': () => null,
    'config.public': () => SITE_CONFIG,
    ...handlers,
  });
  const app = createApp({ trpcClient: client, history: createMemoryHistory({ initialEntries: [path] }), firstScreen });
  const tree = <App app={app} />;
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  // The layout renders once the first route has resolved.
  await screen.findByRole('contentinfo');
  return { app, calls, pathname: () => app.router.state.location.pathname };
}
