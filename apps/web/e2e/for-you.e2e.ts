import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { useE2E } from './harness/env';
import { signInBrowser } from './harness/members';
import { visible } from './harness/page';
import { createListing, createSeller, pngDataUrl, RED } from './listings-fixtures';

const e2e = useE2E();

/** The /trpc requests the page makes from now on that ask for For you (batched calls name them all). */
function forYouAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/trpc/') && path.slice('/trpc/'.length).split(',').includes('fit.forYou')) asked.push(path);
  });
  return asked;
}

describe('For you (product §23)', () => {
  it('invites a member to add a setup; once their Bach 7C is current, the home shows another member’s Yamaha 11C4 and why', async () => {
    const player = await createSeller(e2e);
    const { page, session } = e2e;
    await signInBrowser(e2e, player.member);

    // No setup yet: one line, leading to where the setup is edited.
    await page.goto('/');
    await page.getByRole('link', { name: 'Add your setup' }).click();
    await page.waitForURL('**/profile');
    const setup = await visible(page.getByRole('region', { name: 'My setup' }));
    await setup.getByRole('button', { name: 'Edit setup' }).click();
    await setup.getByRole('button', { name: 'Add a piece' }).click();
    const piece = setup.getByRole('group', { name: 'Piece 1' });
    await piece.getByLabel('Maker').fill('Bach');
    await piece.getByLabel(/^Size/).fill('7C');
    await piece.getByRole('checkbox', { name: 'Current' }).click();
    await setup.getByRole('button', { name: 'Save setup' }).click();
    await visible(page.getByText('Setup saved.'));

    const other = await createSeller(e2e);
    await createListing(other, { brand: 'Yamaha', model: 'Standard', size: '11C4', photos: [pngDataUrl(RED)] });
    await createListing(player, { brand: 'Bach', model: 'Mine', size: '7C' });

    // A fresh load: the rows come with the page the server drew, not from a call after it.
    const asked = forYouAsked(page);
    await page.goto('/');
    const row = await visible(page.getByRole('region', { name: 'For your Bach 7C (trumpet)' }));
    const card = row.getByRole('article').filter({ has: page.getByRole('link', { name: 'Yamaha Standard' }) });
    await visible(card.getByText("Yamaha's own equivalent of your Bach 7C"));
    // Never the member's own listing.
    expect(await row.getByRole('link', { name: 'Bach Mine' }).count()).toBe(0);
    expect(asked).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
