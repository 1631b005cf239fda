import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { header, visible } from './harness/page';
import type { Seller } from './listings-fixtures';

/**
 * Helpers of the messaging browser tests: who is who, and the header's two live indicators (the
 * Messages dot and the notifications bell), read the way a screen reader hears them.
 */

/** Real-time delivery between two browsers on a busy two-core machine: generous, never timed. */
export const LIVE_MS = 20_000;

/** The member's user id, as the server knows it. */
export async function userIdOf(member: Seller): Promise<number> {
  return (await member.api.profile.me.query()).user_id;
}

/** The header's Messages link; its name ends in ", N unread" while the dot shows. */
export function messagesLink(page: Page): Locator {
  return header(page).getByRole('link', { name: /^Messages\b/ });
}

/** Escapes `text` for use inside a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * An accessible name made of `parts` joined by the punctuation between them. Visually hidden
 * text is absolutely positioned, so Chromium puts a space before it: "Messages , 1 unread".
 * A `null` part is any text (a relative time).
 */
export function spokenAs(...parts: (string | null)[]): RegExp {
  return new RegExp(`^${parts.map((part) => (part === null ? '.+?' : literal(part.trim()))).join('\\s*')}$`);
}

/** The name of an inbox row: "Tromba, 2 minutes ago, Bach 7C: Is it available?, 1 unread". */
export function inboxRowName(other: string, subject: string, preview: string, unread = 0): RegExp {
  return spokenAs(other, ', ', null, ', ', subject, ': ', preview, ...(unread > 0 ? [`, ${unread} unread`] : []));
}

/**
 * Waits until the header's unread badge says `count`: a visible dot and ", N unread" for screen
 * readers above zero, neither at zero (product §2).
 */
export async function expectUnreadBadge(page: Page, count: number, timeout = LIVE_MS): Promise<void> {
  const name = count > 0 ? spokenAs('Messages', `, ${count} unread`) : spokenAs('Messages');
  const link = await visible(header(page).getByRole('link', { name }), timeout);
  const dot = link.locator('[aria-hidden="true"]');
  if (count > 0) await visible(dot);
  else expect(await dot.count()).toBe(0);
}

/** The notifications bell; its name is "Notifications" or "Notifications, N unread". */
export function bell(page: Page, unread: number): Locator {
  const name = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return header(page).getByRole('button', { name, exact: true });
}

/** The dot on the bell while anything is unread (the bell's icon is decorative too, but no span). */
export function bellDot(page: Page): Locator {
  return header(page)
    .getByRole('button', { name: /^Notifications/ })
    .locator('span[aria-hidden="true"]');
}

/** The messages of the open conversation, oldest first, as plain text. */
export function threadLog(page: Page): Locator {
  return page.getByRole('log', { name: 'Messages' });
}

/** A bubble of the open conversation by its exact text. */
export function bubble(page: Page, text: string): Locator {
  return threadLog(page).getByText(text, { exact: true });
}

/** Marks the page's window, so a test can tell later that it was never reloaded. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Reflect.set(window, 'e2eNotReloaded', true));
}

export async function stillSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => Reflect.get(window, 'e2eNotReloaded') === true);
}

export interface RealtimeWatch {
  /** WebSockets the page has opened so far. */
  readonly sockets: number;
  /** Of those, the ones still open. */
  readonly open: number;
  /** Waits until the server has confirmed the page's subscription `count` times in all (tRPC's "started"). */
  started(count?: number, timeout?: number): Promise<void>;
}

/**
 * Watches the page's real-time socket from the outside, as the browser's network sees it: a test
 * waits for the subscription to be live before another member writes, instead of guessing a delay.
 * Call before the page loads.
 */
export function watchRealtime(page: Page): RealtimeWatch {
  const state = { sockets: 0, open: 0, starts: 0 };
  page.on('websocket', (socket) => {
    state.sockets += 1;
    state.open += 1;
    socket.on('framereceived', ({ payload }) => {
      if (isStarted(String(payload))) state.starts += 1;
    });
    socket.on('close', () => (state.open -= 1));
  });
  return {
    get sockets() {
      return state.sockets;
    },
    get open() {
      return state.open;
    },
    async started(count = 1, timeout = LIVE_MS) {
      await expect.poll(() => state.starts, { timeout }).toBeGreaterThanOrEqual(count);
    },
  };
}

/** tRPC's WebSocket answer `{ id, result: { type: 'started' } }` (one message or a batch of them). */
function isStarted(frame: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame);
  } catch {
    return false;
  }
  return (Array.isArray(parsed) ? (parsed as unknown[]) : [parsed]).some((message) => resultType(message) === 'started');
}

function resultType(message: unknown): unknown {
  if (typeof message !== 'object' || message === null || !('result' in message)) return undefined;
  const { result } = message;
  return typeof result === 'object' && result !== null && 'type' in result ? result.type : undefined;
}
