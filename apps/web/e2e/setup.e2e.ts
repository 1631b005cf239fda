import { describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { useE2E } from './harness/env';
import { signInBrowser } from './harness/members';
import { visible } from './harness/page';
import { createListing, createSeller } from './listings-fixtures';

const e2e = useE2E();

describe('My setup (product §20)', () => {
  it('records a Bach 7C by keyboard on the profile, decoded, an unknown size kept as typed, and shows it publicly only when chosen', async () => {
    const seller = await createSeller(e2e, { nickname: 'Slide' });
    const listing = await createListing(seller, { brand: 'Yamaha', model: 'Standard', size: '11C4' });
    const { page, session } = e2e;
    await signInBrowser(e2e, seller.member);
    await page.goto('/profile');
    const section = await visible(page.getByRole('region', { name: 'My setup' }));
    await visible(section.getByText('No pieces yet.'));

    await section.getByRole('button', { name: 'Edit setup' }).click();
    await section.getByRole('button', { name: 'Add a piece' }).click();
    const first = section.getByRole('group', { name: 'Piece 1' });
    await first.getByLabel('Maker').fill('Bach');
    await first.getByLabel(/^Size/).fill('7C');
    // The Current box is reached and ticked by keyboard.
    await first.getByLabel(/^Size/).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await first.getByRole('checkbox', { name: 'Current' }).getAttribute('aria-checked')).toBe('true');
    await section.getByRole('button', { name: 'Add a piece' }).click();
    const second = section.getByRole('group', { name: 'Piece 2' });
    await second.getByLabel('Maker').fill('Bach');
    await second.getByLabel(/^Size/).fill('99Z');
    await section.getByRole('button', { name: 'Save setup' }).click();

    await visible(page.getByText('Setup saved.'));
    const pieces = await visible(section.getByRole('list', { name: 'My setup' }));
    await visible(pieces.getByText('rim 16.2 mm', { exact: false }));
    await visible(pieces.getByText('The size table does not know Bach 99Z; it is kept as typed.'));
    expect(await axeViolations(page)).toEqual([]);

    // Hidden from others until the member chooses to show it.
    const guest = await e2e.openSession();
    const publicSetup = async () => {
      await guest.page.goto(`/listings/${listing.listing_id}`);
      await guest.page.getByRole('region', { name: 'Seller', exact: true }).getByRole('button', { name: 'View profile' }).click();
      const dialog = await visible(guest.page.getByRole('dialog', { name: 'Slide' }));
      await visible(dialog.getByText('Member since'));
      return dialog.getByRole('list', { name: 'Setup' });
    };
    expect(await (await publicSetup()).count()).toBe(0);

    await section.getByRole('button', { name: 'Edit setup' }).click();
    await section.getByRole('switch', { name: 'Show my setup on my public profile' }).click();
    await section.getByRole('button', { name: 'Save setup' }).click();
    await visible(section.getByText('Shown on your public profile.'));
    await visible((await publicSetup()).getByText('rim 16.2 mm', { exact: false }));
    expect(session.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  });
});
