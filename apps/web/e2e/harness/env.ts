import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { apiClient } from './api';
import { launchBrowser, openPage, VIEWPORTS, type PageSession, type Viewport } from './browser';
import { startServer, type ServerHandle } from './server';
import { startSmtpSink, type SmtpSink } from '@mpx/testing';

export interface E2E {
  smtp: SmtpSink;
  server: ServerHandle;
  browser: Browser;
  /** The test's own browser context and page. */
  session: PageSession;
  page: Page;
  api: ReturnType<typeof apiClient>;
}

export interface E2EOptions {
  viewport?: Viewport;
  /** Extra server environment, e.g. { SITE_NAME: '…' }. */
  serverEnv?: Record<string, string>;
}

/**
 * Registers the hooks of a browser test file and returns the live test environment. Every test
 * gets its own SMTP sink, server (fresh DATA_DIR, so an empty database) and browser context;
 * the browser itself is shared by the file. Everything is stopped after each test, pass or fail.
 *
 *   const e2e = useE2E();
 *   it('…', async () => { await e2e.page.goto('/login'); … });
 */
export function useE2E(options: E2EOptions = {}): E2E {
  const env = {} as E2E;
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async (context) => {
    context.onTestFailed(() => {
      console.error(`--- server output ---\n${env.server?.output() ?? '(not started)'}`);
      console.error(`--- browser errors ---\n${env.session?.errors.join('\n') || '(none)'}`);
    });
    env.smtp = await startSmtpSink();
    env.server = await startServer({ smtpUrl: env.smtp.url, env: options.serverEnv });
    env.browser = browser!;
    env.session = await openPage(browser!, env.server.baseUrl, options.viewport ?? VIEWPORTS.desktop);
    env.page = env.session.page;
    env.api = apiClient(env.server.baseUrl);
  });

  afterEach(async () => {
    // Each step guards itself so one failure never leaves a server or SMTP port behind.
    await env.session?.context.close().catch(() => {});
    await env.server?.stop().catch(() => {});
    await env.smtp?.close().catch(() => {});
  });

  return env;
}
