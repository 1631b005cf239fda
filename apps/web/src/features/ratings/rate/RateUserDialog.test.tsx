import { ratingInput } from '@mpx/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isDisabled } from '../../../test/dom';
import { actionDialogCases, openActionDialog, renderListing, submitButton } from '../../../test/listingActionDialog';
import { apiError } from '../../../test/mockTrpc';
import { ratingFixture } from '../../../entities/user/ratingFixtures';

const openDialog = () => openActionDialog('Rate User');
const comment = (dialog: HTMLElement) => within(dialog).getByLabelText('Comment');
const star = (dialog: HTMLElement, name: string) => within(dialog).getByRole('radio', { name });

describe('Rate User', () => {
  it('starts at 5 stars and keeps Submit disabled until the comment is not blank', async () => {
    await renderListing();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('radiogroup', { name: 'Stars' })).toBeTruthy();
    expect(star(dialog, '5 stars').getAttribute('aria-checked')).toBe('true');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(isDisabled(submitButton(dialog))).toBe(true);

    fireEvent.change(comment(dialog), { target: { value: '   \n ' } });
    expect(isDisabled(submitButton(dialog))).toBe(true);
    fireEvent.change(comment(dialog), { target: { value: 'Great to deal with' } });
    expect(isDisabled(submitButton(dialog))).toBe(false);
  });

  it('moves and chooses with the arrow keys, like radios', async () => {
    await renderListing();
    const dialog = await openDialog();
    const five = star(dialog, '5 stars');
    five.focus();
    fireEvent.keyDown(five, { key: 'ArrowLeft' });
    await waitFor(() => expect(star(dialog, '4 stars').getAttribute('aria-checked')).toBe('true'));
    expect(document.activeElement).toBe(star(dialog, '4 stars'));
    expect(five.getAttribute('aria-checked')).toBe('false');
    expect(within(dialog).getByText('4 stars', { selector: 'span' })).toBeTruthy();
  });

  it('refuses a comment over 1000 characters with the contract text', async () => {
    await renderListing();
    const dialog = await openDialog();
    fireEvent.change(comment(dialog), { target: { value: 'a'.repeat(1001) } });
    expect(within(dialog).getByText('Comment must be 1000 characters or less.')).toBeTruthy();
    expect(isDisabled(submitButton(dialog))).toBe(true);
  });

  it('sends the rating, says "Rating submitted!", shows the already-rated state and refreshes the seller’s ratings', async () => {
    let rated = false;
    const { calls } = await renderListing({
      'ratings.create': (input) => {
        rated = true;
        return ratingFixture({ stars: ratingInput.parse(input).stars });
      },
      'ratings.viewerState': () => ({ rated }),
    });
    const dialog = await openDialog();
    fireEvent.click(star(dialog, '3 stars'));
    expect(star(dialog, '3 stars').getAttribute('aria-checked')).toBe('true');
    fireEvent.change(comment(dialog), { target: { value: '  Fair price, slow post.  ' } });
    const before = { ratings: calls.filter((c) => c.path === 'ratings.forUser').length, listing: calls.filter((c) => c.path === 'listings.byId').length };
    fireEvent.click(submitButton(dialog));

    expect(await screen.findByText('Rating submitted!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'ratings.create')?.input).toEqual({ to_user_id: 9, transaction_id: 5, stars: 3, comment: 'Fair price, slow post.' });

    const note = await screen.findByText('You have already rated this user for this listing.');
    expect(screen.queryByRole('button', { name: 'Rate User' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(note.closest('[role="status"]')));
    // The seller's list and the listing (with the seller's new average) are fetched again.
    await waitFor(() => expect(calls.filter((c) => c.path === 'ratings.forUser').length).toBeGreaterThan(before.ratings));
    await waitFor(() => expect(calls.filter((c) => c.path === 'listings.byId').length).toBeGreaterThan(before.listing));
  });

  actionDialogCases({
    name: 'Rate User',
    field: 'Comment',
    sample: 'Lovely mouthpiece',
    mutation: 'ratings.create',
    viewerState: 'ratings.viewerState',
    answer: (rated) => ({ rated }),
    doneText: 'You have already rated this user for this listing.',
    doneState: 'the already-rated state',
    doneBy: 'already rated the seller for this listing',
    failedText: 'Failed to submit rating.',
  });
});

describe('Seller ratings on the listing page', () => {
  it('lists the seller’s ratings, newest first as the server sends them, to guests too', async () => {
    await renderListing(
      {
        'ratings.forUser': () => [
          ratingFixture({ rating_id: 2, stars: 4, comment: 'Good seller.', from_user: { user_id: 3, name: 'Jo Bell', nickname: null } }),
          ratingFixture({ rating_id: 1 }),
        ],
      },
      { viewer: null },
    );
    const region = await screen.findByRole('region', { name: 'Seller ratings' });
    await within(region).findByText('Good seller.');
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('img').getAttribute('aria-label'))).toEqual(['Rated 4.0 out of 5', 'Rated 5.0 out of 5']);
    expect(items[0]?.textContent).toContain('From Jo Bell');
    expect(items[1]?.textContent).toContain('From Tromba');
  });

  it('treats a failed load as no ratings', async () => {
    await renderListing({
      'ratings.forUser': () => {
        throw apiError('Boom', 'INTERNAL_SERVER_ERROR');
      },
    });
    const region = await screen.findByRole('region', { name: 'Seller ratings' });
    expect(await within(region).findByText('No ratings yet.')).toBeTruthy();
  });
});
