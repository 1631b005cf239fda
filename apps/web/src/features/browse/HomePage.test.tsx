import { isRecord } from '@mpx/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingFixture, listResponse } from '../../entities/listing/testFixtures';
import { renderApp } from '../../test/renderApp';

const pageOf = (input: unknown) => (isRecord(input) && typeof input.page === 'number' ? input.page : 1);

/** Three pages of Bach listings, one listing to a page for short answers. */
function threePages(input: unknown) {
  const page = pageOf(input);
  const answer = listResponse([listingFixture({ listing_id: page, model: `Page ${page} model` })]);
  return { ...answer, pagination: { ...answer.pagination, page, totalPages: 3, totalCount: 72, hasNextPage: page < 3, hasPrevPage: page > 1 } };
}

describe('The home page’s pager', () => {
  it('links each page to the URL its click navigates to, keeping the filters', async () => {
    const { app, calls } = await renderApp('/?brand=Bach&page=2', { 'listings.list': threePages });
    const pager = within(await screen.findByRole('navigation', { name: 'Listing pages' }));
    const href = (name: string) => pager.getByRole('link', { name }).getAttribute('href');
    // Page 1 is the plain URL, as `setPage` writes it.
    expect(href('Previous page')).toBe('/?brand=Bach');
    expect(href('Page 1')).toBe('/?brand=Bach');
    expect(href('Page 2')).toBe('/?brand=Bach&page=2');
    expect(pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const next = href('Next page');
    expect(next).toBe('/?brand=Bach&page=3');

    fireEvent.click(pager.getByRole('link', { name: 'Next page' }));
    await screen.findByRole('heading', { level: 3, name: 'Bach Page 3 model' });
    expect(app.router.state.location.href).toBe(next);
    expect(calls.filter((c) => c.path === 'listings.list').map((c) => pageOf(c.input))).toContain(3);
    // The reader is taken to the new page's results.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Latest Listings'));
  });
});
