import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { listingFixture, listResponse } from '../../entities/listing/testFixtures';

/** A handler that answers only when released, to see the page while the list loads. */
function held<T>(answer: T) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await gate;
      return answer;
    },
    release: () => act(async () => release()),
  };
}

describe('Listings while they load', () => {
  it('shows skeleton cards in the grid’s shape, announced as loading, then the cards', async () => {
    const list = held(listResponse([listingFixture({ brand: 'Yamaha', model: '11C4' })]));
    await renderApp('/', { 'listings.list': list.handler });
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading listings...');
    expect(status.querySelector('[data-view], ul')?.getAttribute('aria-hidden')).toBe('true');
    expect(status.querySelectorAll('li')).toHaveLength(8);
    expect(screen.queryByRole('article')).toBeNull();

    await list.release();
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('uses rows in the list view', async () => {
    const list = held(listResponse([]));
    await renderApp('/listings?view=list', { 'listings.list': list.handler });
    const status = await screen.findByRole('status');
    expect(status.querySelectorAll('li')).toHaveLength(4);
    await list.release();
    expect(await screen.findByText('No listings found')).toBeTruthy();
  });
});
