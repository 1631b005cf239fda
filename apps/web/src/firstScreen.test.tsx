import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingFixture, listResponse } from './entities/listing/testFixtures';
import { FIRST_SCREEN_ELEMENT_ID, takeFirstScreen } from './firstScreen';
import { SITE_CONFIG } from './test/fixtures';
import { renderApp } from './test/renderApp';

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const element = doc.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_ELEMENT_ID;
  element.textContent = text;
  doc.body.append(element);
  return doc;
}

/** tRPC's key of a query (its path, then the input and the kind), as the app files its answers. */
const key = (path: string, input: unknown, type: 'query' | 'infinite' = 'query'): QueryKey => [
  path.split('.'),
  { ...(input === undefined ? {} : { input }), type },
];

/** A first screen as the server's drawing puts it into a page: answers under their keys, dehydrated. */
function answers(entries: [QueryKey, unknown][]): DehydratedState {
  const client = new QueryClient();
  for (const [queryKey, data] of entries) client.setQueryData(queryKey, data);
  return dehydrate(client);
}

const listing = listingFixture({ listing_id: 7, brand: 'Denis Wick', model: 'Heritage', size: '4AL' });

function landing(listKey: QueryKey, data: unknown = listResponse([listing])): DehydratedState {
  return answers([
    [key('config.public', undefined), SITE_CONFIG],
    [key('auth.viewer', undefined), null],
    [listKey, data],
  ]);
}

describe('the first screen the server put into the page', () => {
  it('is read once: the element goes, and anything unreadable is ignored', () => {
    const state = answers([[key('auth.viewer', undefined), null]]);
    const doc = pageWith(JSON.stringify(state));
    expect(takeFirstScreen(doc)?.queries.map((q) => q.queryKey)).toEqual([key('auth.viewer', undefined)]);
    expect(doc.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
    expect(takeFirstScreen(doc)).toBeUndefined();
    expect(takeFirstScreen(pageWith('{"not json'))).toBeUndefined();
    expect(takeFirstScreen(pageWith(JSON.stringify({ queries: ['junk'] })))).toBeUndefined();
  });

  it('renders the home page from it without asking the server again', async () => {
    const { calls } = await renderApp('/', {}, { firstScreen: landing(key('listings.list', { page: 1, limit: 24 })) });
    expect(await screen.findByText(/Heritage/)).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual([]);
  });

  it('starts /listings (which loads more on scroll) from it too', async () => {
    const input = { brand: 'Bach', page: 1, limit: 24 };
    const firstScreen = landing(key('listings.list', input, 'infinite'), { pages: [listResponse([listing])], pageParams: [1] });
    const { calls } = await renderApp('/listings?brand=Bach', {}, { firstScreen });
    expect(await screen.findByText(/Heritage/)).toBeTruthy();
    expect(calls.filter((c) => c.path === 'listings.list')).toEqual([]);
  });

  it('is only a head start: an answer for another input is not used, and the page asks for its own', async () => {
    const { calls } = await renderApp(
      '/',
      { 'listings.list': () => listResponse([listingFixture({ listing_id: 8, brand: 'Bach', model: '', size: '7C' })]) },
      { firstScreen: landing(key('listings.list', { brand: 'Yamaha', page: 1, limit: 24 })) },
    );
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.queryByText(/Heritage/)).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['listings.list']);
  });
});
