import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags that keep it quiet and offline-friendly (STACK.md §9). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface Viewport {
  width: number;
  height: number;
}

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} satisfies Record<string, Viewport>;

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far (CSP violations show up here). */
  errors: string[];
}

/** A fresh, isolated browser context (own cookies and storage) with one page on `baseUrl`. */
export async function openPage(browser: Browser, baseUrl: string, viewport: Viewport = VIEWPORTS.desktop): Promise<PageSession> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'en-AU' });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
