import { present } from '@mpx/shared';
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
  /**
   * Another browser context (own cookies and storage) on the test's server, e.g. a second member
   * chatting with the first. Closed after the test like the main one; its console errors are
   * reported on failure too.
   */
  openSession(viewport?: Viewport): Promise<PageSession>;
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
  let browser: Browser | undefined;
  /** What the running test has started; empty between tests. */
  let live: Partial<E2E> = {};
  /** Sessions the running test opened with `openSession`. */
  let extras: PageSession[] = [];
  const get = <K extends keyof E2E>(key: K): E2E[K] => present<E2E[K]>(live[key], `e2e.${key} (only inside a test)`);
  const env: E2E = {
    get smtp() {
      return get('smtp');
    },
    get server() {
      return get('server');
    },
    get browser() {
      return get('browser');
    },
    get session() {
      return get('session');
    },
    get page() {
      return get('page');
    },
    get api() {
      return get('api');
    },
    async openSession(viewport = options.viewport ?? VIEWPORTS.desktop) {
      const session = await openPage(get('browser'), get('server').baseUrl, viewport);
      extras.push(session);
      return session;
    },
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async (context) => {
    const started: Partial<E2E> = {};
    const opened: PageSession[] = [];
    live = started;
    extras = opened;
    // `started`, not `live`: the report may come after afterEach has let go of this test's things.
    context.onTestFailed(() => {
      console.error(`--- server output ---\n${started.server?.output() ?? '(not started)'}`);
      console.error(`--- browser errors ---\n${started.session?.errors.join('\n') || '(none)'}`);
      opened.forEach((session, i) => console.error(`--- browser errors, session ${i + 2} ---\n${session.errors.join('\n') || '(none)'}`));
    });
    started.browser = present(browser, 'the browser (launched in beforeAll)');
    started.smtp = await startSmtpSink();
    started.server = await startServer({ smtpUrl: started.smtp.url, env: options.serverEnv });
    started.session = await openPage(started.browser, started.server.baseUrl, options.viewport ?? VIEWPORTS.desktop);
    started.page = started.session.page;
    started.api = apiClient(started.server.baseUrl);
  });

  afterEach(async () => {
    const { session, server, smtp } = live;
    const opened = extras;
    live = {};
    extras = [];
    // Each step guards itself so one failure never leaves a server or SMTP port behind.
    for (const extra of opened) await extra.context.close().catch(() => {});
    await session?.context.close().catch(() => {});
    await server?.stop().catch(() => {});
    await smtp?.close().catch(() => {});
  });

  return env;
}
