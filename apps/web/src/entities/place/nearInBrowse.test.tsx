import { PLACE_TEXTS, stringField } from '@mpx/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type MockCall } from '../../test/mockTrpc';
import { renderApp } from '../../test/renderApp';
import { listingFixture, listResponse } from '../listing/testFixtures';
import { browserNear } from './nearCookie';

/** The table knows 3000 and 3128; 0001 is no postcode anyone lives at (api §20.1). */
const KNOWN = ['3000', '3128'];

function browse(input: unknown) {
  const near = stringField(input, 'near');
  if (near !== undefined && !KNOWN.includes(near)) throw apiError(PLACE_TEXTS.unknownPostcode);
  return listResponse([listingFixture({ brand: 'Yamaha', model: '11C4', ...(near ? { distance_km: 12 } : {}) })]);
}

const nearField = () => screen.getByRole('textbox', { name: PLACE_TEXTS.nearLabel });

/** Types into "Near" and applies at once (Enter), as a guest does. */
function typeNear(text: string) {
  fireEvent.change(nearField(), { target: { value: text } });
  fireEvent.keyDown(nearField(), { key: 'Enter' });
}

const browsedNear = (calls: MockCall[]) => calls.filter((c) => c.path === 'listings.list').map((c) => stringField(c.input, 'near'));

function rememberDirectly(postcode: string) {
  document.cookie = `mpx_near=${postcode}; path=/`;
}

afterEach(() => {
  document.cookie = 'mpx_near=; path=/; max-age=0';
});

describe('"Near" on the browse pages remembers only a postcode that exists (product §17)', () => {
  it('keeps a typed postcode once the browse has measured from it, and never one it refused', async () => {
    const { calls } = await renderApp('/listings', { 'listings.list': browse });
    await screen.findByRole('article');
    typeNear('0001');
    // That search's refusal is shown; the postcode is not kept for the next page.
    expect(await screen.findByText(PLACE_TEXTS.unknownPostcode)).toBeTruthy();
    expect(browserNear()).toBeUndefined();

    typeNear('3128');
    expect(await screen.findByText('Box Hill VIC · about 12 km away')).toBeTruthy();
    await waitFor(() => expect(browserNear()).toBe('3128'));
    // (A refused page is asked again when the page takes it over from the route's loader.)
    expect(new Set(browsedNear(calls))).toEqual(new Set([undefined, '0001', '3128']));
  });

  it('drops a remembered postcode the browse refuses, and browses without it', async () => {
    rememberDirectly('0001');
    const { calls } = await renderApp('/listings', { 'listings.list': browse });
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.queryByText(PLACE_TEXTS.unknownPostcode)).toBeNull();
    expect(browserNear()).toBeUndefined();
    expect(browsedNear(calls).at(-1)).toBeUndefined();
    expect(nearField()).toHaveProperty('value', '');
  });

  it('forgets the remembered postcode when "Near" is emptied', async () => {
    rememberDirectly('3000');
    const { calls } = await renderApp('/', { 'listings.list': browse });
    await screen.findByText('Box Hill VIC · about 12 km away');
    expect(nearField()).toHaveProperty('value', '3000');
    typeNear('');
    await waitFor(() => expect(browsedNear(calls).at(-1)).toBeUndefined());
    expect(browserNear()).toBeUndefined();
    expect(await screen.findByText('Box Hill VIC')).toBeTruthy();
  });

  it('forgets it on Reset', async () => {
    rememberDirectly('3000');
    const { calls } = await renderApp('/listings?brand=Yamaha', { 'listings.list': browse });
    await screen.findByText('Box Hill VIC · about 12 km away');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(browsedNear(calls).at(-1)).toBeUndefined());
    expect(browserNear()).toBeUndefined();
    // Once the reset page’s answer is in: past 150 ms (a busy machine) the router shows its pending page meanwhile.
    await waitFor(() => expect(nearField()).toHaveProperty('value', ''));
  });
});

describe('"Near" in the URL (api §20.1)', () => {
  it('is written as the API spells it, near=3000', async () => {
    const { app } = await renderApp('/listings', { 'listings.list': browse });
    await screen.findByRole('article');
    typeNear('3000');
    await waitFor(() => expect(app.router.state.location.href).toBe('/listings?near=3000'));
  });

  it('still reads the quoted spelling of older links', async () => {
    const { app, calls } = await renderApp('/listings?near=%223000%22', { 'listings.list': browse });
    await screen.findByText('Box Hill VIC · about 12 km away');
    expect(browsedNear(calls)).toEqual(['3000']);
    expect(app.router.state.location.search).toEqual({ near: '3000' });
  });
});
