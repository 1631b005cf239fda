// @vitest-environment node
import type { DrawCallAnswer } from '@mpx/shared';
import { describe, expect, it } from 'vitest';
import { listingFixture, listResponse } from '../entities/listing/testFixtures';
import { member, SITE_CONFIG } from '../test/fixtures';
import { drawApp } from './draw';

/** The host, answering each query the drawing asks from `answers` by path, and counting the asks. */
function host(answers: Record<string, (input: unknown) => unknown>) {
  const asked: { path: string; input: unknown }[] = [];
  const ask = (path: string, input: unknown): Promise<DrawCallAnswer> => {
    asked.push({ path, input });
    const answer = answers[path];
    if (!answer) return Promise.resolve({ id: 0, error: { message: 'Listing not found.', code: 'NOT_FOUND', httpStatus: 404 } });
    return Promise.resolve({ id: 0, json: JSON.stringify(answer(input)) });
  };
  return { ask, asked };
}

const guest = { 'auth.viewer': () => null, 'config.public': () => SITE_CONFIG };
const listing = listingFixture({ listing_id: 12, brand: 'Denis Wick', model: 'Heritage', size: '4AL' });
const at = { now: Date.UTC(2026, 10, 28, 3), rememberedNear: undefined };
const pathsOf = (drawing: Awaited<ReturnType<typeof drawApp>>) =>
  drawing.firstScreen.queries.map(({ queryKey: [path] }) => (Array.isArray(path) ? path.join('.') : '')).sort();

describe('drawing a page on the server with the app itself (ADR 022)', () => {
  it("runs the route's loaders against the host and embeds exactly the answers the page read", async () => {
    const { ask, asked } = host({ ...guest, 'listings.list': () => listResponse([listing]) });
    const drawing = await drawApp('/', { ask, ...at });
    expect(drawing.unsettled).toBeUndefined();
    expect(drawing.status).toBe(200);
    expect(drawing.markup).toContain('Heritage');
    expect(drawing.renders).toBe(1);
    expect(pathsOf(drawing)).toEqual(['auth.viewer', 'config.public', 'listings.list']);
    // Each answer asked once: the loaders' and the components' reads are the same queries.
    expect(asked.map((a) => a.path).sort()).toEqual(['auth.viewer', 'config.public', 'listings.list']);
  });

  it("draws a member's header badges in the same page, asked after the viewer is known", async () => {
    const { ask, asked } = host({
      'auth.viewer': () => member(),
      'config.public': () => SITE_CONFIG,
      'listings.list': () => listResponse([listing]),
      'messages.unreadCount': () => ({ count: 3 }),
      'notifications.latest': () => ({ notifications: [], unread: 0 }),
      'fit.forYou': () => ({ sections: [] }),
    });
    const drawing = await drawApp('/', { ask, ...at });
    expect(drawing.markup).not.toBeNull();
    expect(drawing.renders).toBe(1);
    // For you (a member's own rows) is asked by the home's loader too, so one render draws it.
    expect(pathsOf(drawing)).toEqual(['auth.viewer', 'config.public', 'fit.forYou', 'listings.list', 'messages.unreadCount', 'notifications.latest']);
    // Measured from the member's own postcode, known before the page's loader ran.
    expect(asked.find((a) => a.path === 'listings.list')?.input).toEqual({ near: '3000', page: 1, limit: 24 });
  });

  it("gives a listing page its link-preview head from the route's own answer, read once", async () => {
    const { ask, asked } = host({
      ...guest,
      'listings.byId': () => listing,
      'listings.similar': () => ({ listings: [] }),
      'ratings.forUser': () => [],
      'prices.guide': () => ({
        maker_id: 'wick',
        code: '4AL',
        family: 'trumpet',
        label: 'Denis Wick 4AL',
        count: 0,
        median: null,
        low: null,
        high: null,
        sales: [],
      }),
    });
    const drawing = await drawApp('/listings/12', { ask, ...at });
    expect(drawing.unsettled).toBeUndefined();
    expect(drawing.markup).toContain('Heritage');
    // Everything it shows beside the listing is the route's own to load: one render.
    expect(drawing.renders).toBe(1);
    expect(drawing.meta).toContainEqual({ property: 'og:title', content: 'Denis Wick Heritage 4AL – $120' });
    expect(asked.filter((a) => a.path === 'listings.byId')).toHaveLength(1);
  });

  it("draws the home's pager as links to the URLs the app navigates to, which work before it hydrates", async () => {
    const answer = listResponse([listing]);
    const { ask } = host({ ...guest, 'listings.list': () => ({ ...answer, pagination: { ...answer.pagination, page: 2, totalPages: 3 } }) });
    const drawing = await drawApp('/?brand=Bach&page=2', { ask, ...at });
    // Each <a>'s name and href, as in the page the browser gets (HomePage.test.tsx expects the same of the app there).
    const links = [...(drawing.markup ?? '').matchAll(/<a [^>]*>/g)].map(([tag]) => [/aria-label="([^"]*)"/.exec(tag)?.[1], /href="([^"]*)"/.exec(tag)?.[1]]);
    expect(links.filter(([name]) => name === 'Previous page' || name === 'Next page' || name?.startsWith('Page '))).toEqual([
      ['Previous page', '/?brand=Bach'],
      ['Page 1', '/?brand=Bach'],
      ['Page 2', '/?brand=Bach&amp;page=2'],
      ['Page 3', '/?brand=Bach&amp;page=3'],
      ['Next page', '/?brand=Bach&amp;page=3'],
    ]);
  });

  it('leaves a page undrawn, saying why, when its route does not settle', async () => {
    const redirected = await drawApp('/messages', { ask: host(guest).ask, ...at });
    expect(redirected).toMatchObject({ markup: null, unsettled: 'the route redirected', status: 200 });

    const missing = await drawApp('/listings/99', { ask: host(guest).ask, ...at });
    expect(missing).toMatchObject({ markup: null, status: 404 });
    expect(missing.unsettled).toContain('NOT_FOUND');
    // What it did get still goes into the page, for the browser to start from.
    expect(pathsOf(missing)).toEqual(['auth.viewer', 'config.public']);
  });
});
