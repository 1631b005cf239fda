import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { useE2E } from './harness/env';
import { signInBrowser } from './harness/members';
import { visible } from './harness/page';
import { createListing, createSeller } from './listings-fixtures';
import { bubble, LIVE_MS } from './messages-fixtures';

const e2e = useE2E();

/** A confirmation (Radix alert dialog) by its title, answered with `button`. */
async function confirm(page: Page, title: string, button: string): Promise<void> {
  const dialog = await visible(page.getByRole('alertdialog', { name: title }));
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The offer card of `name` in the conversation's pinned offers. */
function conversationOffer(page: Page, name: string): Locator {
  return page.getByRole('region', { name: 'Offers' }).getByRole('article', { name });
}

/** The focused element's outline style: the visible focus ring of src/ui/global.css.ts. */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? getComputedStyle(element).outlineStyle : 'none';
  });

describe('Deals: offer, counter, accept, complete, rate', () => {
  it('takes a Bach 7C from an offer to a rated deal, and the price guide counts the agreed price', async () => {
    const seller = await createSeller(e2e, { first_name: 'Jo', last_name: 'Bloggs', nickname: 'Slide' });
    const buyer = await createSeller(e2e, { first_name: 'Sam', last_name: 'Lee', nickname: 'Tromba' });
    const listing = await createListing(seller, { brand: 'Bach', model: '7C', size: '7C', price: 120 });
    const listingPath = `/listings/${listing.listing_id}`;

    // The buyer makes an offer from the listing page, by keyboard: the dialog checks the terms first.
    const buyerPage = e2e.page;
    await signInBrowser(e2e, buyer.member);
    await buyerPage.goto(listingPath);
    await visible(buyerPage.getByRole('heading', { level: 1, name: 'Bach 7C' }));
    const makeOffer = await visible(buyerPage.getByRole('button', { name: 'Make an offer' }));
    await makeOffer.focus();
    expect(await focusOutline(buyerPage)).not.toBe('none');
    await buyerPage.keyboard.press('Enter');
    const dialog = await visible(buyerPage.getByRole('dialog', { name: 'Make an offer' }));
    await visible(dialog.getByText('Bach 7C, listed at $120.'));
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await visible(dialog.getByText('An offer needs an amount, a listing to swap, or both.'));
    await dialog.getByLabel(/^Amount \(AUD\)/).fill('95');
    await dialog.getByLabel(/^Note/).fill('Can collect on Saturday');
    expect(await axeViolations(buyerPage)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await visible(buyerPage.getByText('Offer sent!'));
    await dialog.waitFor({ state: 'detached' });

    // The buyer waits on the Deals page, never reloading it.
    await buyerPage.goto('/deals');
    await visible(buyerPage.getByRole('heading', { level: 1, name: 'Deals' }));
    const made = buyerPage.getByRole('tabpanel').getByRole('region', { name: 'Bach 7C' });
    await visible(made.getByRole('article', { name: 'Your offer' }));
    await visible(made.getByRole('button', { name: 'Withdraw offer of $95 for Bach 7C' }));

    // The seller finds the offer in the conversation about the listing and counters it.
    const sellerSession = await e2e.openSession();
    const sellerPage = sellerSession.page;
    await signInBrowser(e2e, seller.member, sellerSession);
    await sellerPage.goto('/messages');
    const conversations = await visible(sellerPage.getByRole('list', { name: 'Conversations' }));
    await conversations.getByRole('link', { name: /Tromba/ }).click();
    await visible(sellerPage.getByRole('heading', { level: 1, name: 'Conversation with Tromba' }));
    await visible(bubble(sellerPage, 'Tromba offered $95 for Bach 7C.'));
    const offer = await visible(conversationOffer(sellerPage, 'Offer from Tromba'));
    await visible(offer.getByText('Can collect on Saturday'));
    expect(await axeViolations(sellerPage)).toEqual([]);
    await offer.getByRole('button', { name: 'Counter offer of $95 for Bach 7C' }).click();
    const counter = await visible(sellerPage.getByRole('dialog', { name: 'Counter-offer' }));
    const amount = counter.getByLabel(/^Amount \(AUD\)/);
    expect(await amount.inputValue()).toBe('95');
    await amount.fill('105');
    await counter.getByRole('button', { name: 'Send counter-offer' }).click();
    await visible(sellerPage.getByText('Counter-offer sent!'));
    await visible(conversationOffer(sellerPage, 'Your counter-offer'));
    await visible(bubble(sellerPage, 'Slide countered with $105 for Bach 7C.'));

    // The counter reaches the buyer's open Deals page live; the buyer accepts it.
    const counterCard = await visible(made.getByRole('article', { name: 'Counter-offer from Slide' }), LIVE_MS);
    expect(await axeViolations(buyerPage)).toEqual([]);
    await counterCard.getByRole('button', { name: 'Accept offer of $105 for Bach 7C' }).click();
    await confirm(buyerPage, 'Accept this offer?', 'Accept');
    await visible(buyerPage.getByText('Offer accepted. The listing is reserved.'));
    await visible(made.getByRole('button', { name: 'I received it Bach 7C' }));

    // Both see it reserved: the buyer on the listing page, the seller in My Listings.
    await buyerPage.goto(listingPath);
    await visible(buyerPage.getByText('Reserved', { exact: true }));
    await visible(buyerPage.getByText('Reserved for you: $105.'));
    expect(await buyerPage.getByRole('button', { name: 'Make an offer' }).count()).toBe(0);
    await sellerPage.goto('/my-listings');
    const mine = await visible(sellerPage.getByRole('tabpanel').getByRole('article').filter({ hasText: 'Bach 7C' }));
    await visible(mine.getByText('Reserved', { exact: true }));

    // The seller completes the deal from the listing page.
    await sellerPage.goto(listingPath);
    await visible(sellerPage.getByText('Reserved for Tromba: $105.'));
    await sellerPage.getByRole('button', { name: 'Mark as completed Bach 7C' }).click();
    await confirm(sellerPage, 'Mark as completed', 'Mark as completed');
    await visible(sellerPage.getByText('Deal completed. You can now rate each other.'));
    await visible(sellerPage.getByText('Sold', { exact: true }));

    // The buyer rates the seller; the rating says it came after a deal.
    await buyerPage.goto(listingPath);
    await visible(buyerPage.getByText('Sold', { exact: true }));
    await buyerPage.getByRole('button', { name: 'Rate User' }).click();
    const rate = await visible(buyerPage.getByRole('dialog', { name: 'Rate User' }));
    await rate.getByLabel('Comment').fill('Well packed and quick to post.');
    await rate.getByRole('button', { name: 'Submit' }).click();
    await visible(buyerPage.getByText('Rating submitted!'));
    await sellerPage.goto('/profile');
    const received = await visible(sellerPage.getByRole('listitem').filter({ hasText: 'Well packed and quick to post.' }));
    await visible(received.getByText(/after a deal/));

    // The price guide counts the deal at the agreed $105, not the asking $120.
    await buyerPage.goto(listingPath);
    const guide = await visible(buyerPage.getByTestId('price-guide-line'));
    expect(await guide.textContent()).toContain('$105');
    expect(await guide.textContent()).not.toContain('$120');

    // The deal is on both Deals pages.
    await buyerPage.goto('/deals?tab=completed');
    const deal = await visible(buyerPage.getByRole('tabpanel').getByRole('article', { name: 'Bach 7C' }));
    await visible(deal.getByText('You bought it from Slide'));
    await visible(deal.getByText('You have already rated this user for this listing.'));
    await sellerPage.goto('/deals?tab=completed');
    const sold = await visible(sellerPage.getByRole('tabpanel').getByRole('article', { name: 'Bach 7C' }));
    await visible(sold.getByText('You sold it to Tromba'));
    await visible(sold.getByRole('button', { name: 'Rate Tromba' }));
    expect(await axeViolations(sellerPage)).toEqual([]);

    expect(e2e.session.errors).toEqual([]);
    expect(sellerSession.errors).toEqual([]);
  });
});
