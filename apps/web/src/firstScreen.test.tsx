import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenEntry } from '@mpx/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingFixture, listResponse } from './features/listings/testFixtures';
import { takeFirstScreen } from './firstScreen';
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

const listing = listingFixture({ listing_id: 7, brand: 'Denis Wick', model: 'Heritage', size: '4AL' });

function landing(input: unknown, firstOfPages?: true): FirstScreenEntry[] {
  return [
    { query: 'config.public', data: SITE_CONFIG },
    { query: 'auth.viewer', data: null },
    { query: 'listings.list', input, data: listResponse([listing]), ...(firstOfPages ? { firstOfPages } : {}) },
  ];
}

describe('the first screen the server put into the page', () => {
  it('is read once: the element goes, and anything unreadable or unknown is ignored', () => {
    const doc = pageWith(JSON.stringify([{ query: 'auth.viewer', data: null }, { query: 'admin.users', data: [] }, 'junk']));
    expect(takeFirstScreen(doc)).toEqual([{ query: 'auth.viewer', data: null }]);
    expect(doc.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
    expect(takeFirstScreen(doc)).toEqual([]);
    expect(takeFirstScreen(pageWith('{"not json'))).toEqual([]);
  });

  it('renders the home page from it without asking the server again', async () => {
    const { calls } = await renderApp('/', {}, { firstScreen: landing({ page: 1, limit: 24 }) });
    expect(await screen.findByText(/Heritage/)).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual([]);
  });

  it('starts /listings (which loads more on scroll) from it too', async () => {
    const { calls } = await renderApp('/listings?brand=Bach', {}, { firstScreen: landing({ brand: 'Bach', page: 1, limit: 24 }, true) });
    expect(await screen.findByText(/Heritage/)).toBeTruthy();
    expect(calls.filter((c) => c.path === 'listings.list')).toEqual([]);
  });

  it('is only a head start: an answer for another input is not used, and the page asks for its own', async () => {
    const { calls } = await renderApp(
      '/',
      { 'listings.list': () => listResponse([listingFixture({ listing_id: 8, brand: 'Bach', model: '', size: '7C' })]) },
      { firstScreen: landing({ brand: 'Yamaha', page: 1, limit: 24 }) },
    );
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.queryByText(/Heritage/)).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['listings.list']);
  });
});
