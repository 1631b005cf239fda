import { modifiedText, REASON_TEXTS } from '@mpx/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { useE2E } from './harness/env';
import { signInBrowser } from './harness/members';
import { visible } from './harness/page';
import { createFromForm, fillListingForm, openCreateListing } from './listing-form';
import { createListing, createSeller } from './listings-fixtures';

const e2e = useE2E();

const DRILLED = modifiedText(['throat_drilled']);
const BACH_7C = { instrument_type: 'Trumpet', brand: 'Bach', size: '7C' };

/** The card in `scope` whose title links to `title` (a `has` locator is relative to the card, so it starts from the page). */
const cardOf = (scope: Page | Locator, title: string) => scope.getByRole('article').filter({ has: e2e.page.getByRole('link', { name: title, exact: true }) });

describe('Listing modifications (api §26.2)', () => {
  it('a seller declares "Throat drilled" by keyboard; the page and the card say so, and For you never calls it the same size', async () => {
    const { page, session } = e2e;
    // Another member's unmodified Bach 7C: the same printed size, for contrast.
    const other = await createSeller(e2e);
    await createListing(other, { brand: 'Bach', model: 'Plain', size: '7C' });

    const seller = await createSeller(e2e);
    await signInBrowser(e2e, seller.member);
    await page.goto('/');
    const dialog = await openCreateListing(page);
    await fillListingForm(page, dialog, {
      instrument_type: 'Trumpet',
      brand: 'Bach',
      model: 'Drilled',
      size: '7C',
      condition: 'Good',
      price: '140',
      description: 'Throat opened to a #24 by a repairer, otherwise as it left the factory.',
    });
    // The Modifications boxes come right after the switches in the Tab order.
    await dialog.getByRole('switch', { name: 'Open to loan' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    const modifications = dialog.getByRole('group', { name: 'Modifications' });
    expect(await modifications.getByRole('checkbox', { name: 'Throat drilled' }).getAttribute('aria-checked')).toBe('true');
    expect(await modifications.getByRole('checkbox', { checked: true }).count()).toBe(1);
    await createFromForm(page, dialog);

    await visible(page.getByRole('heading', { level: 1, name: 'Bach Drilled' }));
    await visible(page.getByRole('main').getByText(DRILLED, { exact: true }));
    // Its similar sizes compare printed figures only: the plain 7C is no "Same size" of a drilled one.
    const similar = await visible(page.getByRole('region', { name: 'Similar sizes' }));
    const plain = cardOf(similar, 'Bach Plain');
    await visible(plain.getByText('Same rim and cup', { exact: true }));
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/listings');
    await visible(cardOf(page, 'Bach Drilled').getByText(DRILLED, { exact: true }));

    // A member playing a Bach 7C sees both on the home: the plain one as the same size, the drilled one by what was done to it.
    const player = await createSeller(e2e);
    await player.api.setup.save.mutate({ pieces: [{ ...BACH_7C, current: true }] });
    await signInBrowser(e2e, player.member);
    await page.goto('/');
    const row = await visible(page.getByRole('region', { name: 'For your Bach 7C (trumpet)' }));
    const drilledReason = cardOf(row, 'Bach Drilled').locator('[data-size-reason]');
    expect(await drilledReason.getAttribute('data-size-reason')).toBe('modified');
    await visible(drilledReason.getByText(DRILLED, { exact: true }));
    expect(
      await cardOf(row, 'Bach Drilled')
        .getByText(/same size/i)
        .count(),
    ).toBe(0);
    await visible(cardOf(row, 'Bach Plain').getByText(REASON_TEXTS.same({ ...BACH_7C, rim_mm: null }), { exact: true }));
    expect(session.errors).toEqual([]);
  });
});
