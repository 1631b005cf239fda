import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isDisabled } from '../../../test/dom';
import { actionDialogCases, openActionDialog, renderListing, submitButton } from '../../../test/listingActionDialog';

const FLAG = {
  flag_id: 1,
  content_id: 5,
  content_type: 'listing' as const,
  listing: { listing_id: 5, brand: 'Bach', model: '3C', status: 'active' as const },
  reason: 'Looks like a stock photo.',
  status: 'pending' as const,
  timestamp: '2025-07-20T03:04:05.000Z',
  reporter: { user_id: 7, name: 'Sam Lee' },
};

const openDialog = () => openActionDialog('Flag Listing');
const reason = (dialog: HTMLElement) => within(dialog).getByLabelText('Reason');

describe('Flag Listing', () => {
  it('keeps Submit disabled while the reason is blank', async () => {
    await renderListing();
    const dialog = await openDialog();
    expect(isDisabled(submitButton(dialog))).toBe(true);
    fireEvent.change(reason(dialog), { target: { value: '  \n  ' } });
    expect(isDisabled(submitButton(dialog))).toBe(true);
    fireEvent.change(reason(dialog), { target: { value: 'Not a mouthpiece' } });
    expect(isDisabled(submitButton(dialog))).toBe(false);
  });

  it('refuses a reason over 1000 characters with the contract text', async () => {
    await renderListing();
    const dialog = await openDialog();
    fireEvent.change(reason(dialog), { target: { value: 'a'.repeat(1001) } });
    expect(within(dialog).getByText('Reason must be 1000 characters or less.')).toBeTruthy();
    expect(isDisabled(submitButton(dialog))).toBe(true);
  });

  it('sends the trimmed reason, says "Flag submitted!" and shows the flagged state instead of the button', async () => {
    let flagged = false;
    const { calls } = await renderListing({
      'moderation.flag': () => {
        flagged = true;
        return FLAG;
      },
      'moderation.viewerFlagged': () => ({ flagged }),
    });
    const dialog = await openDialog();
    fireEvent.change(reason(dialog), { target: { value: '  Looks like a stock photo.  ' } });
    fireEvent.click(submitButton(dialog));

    expect(await screen.findByText('Flag submitted!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'moderation.flag')?.input).toEqual({ content_id: 5, reason: 'Looks like a stock photo.' });
    const note = await screen.findByText('You have already flagged this listing.');
    expect(screen.queryByRole('button', { name: 'Flag Listing' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(note.closest('[role="status"]')));
  });

  actionDialogCases({
    name: 'Flag Listing',
    field: 'Reason',
    sample: 'Spam',
    mutation: 'moderation.flag',
    viewerState: 'moderation.viewerFlagged',
    answer: (flagged) => ({ flagged }),
    doneText: 'You have already flagged this listing.',
    doneState: 'the flagged state',
    doneBy: 'already flagged the listing',
    failedText: 'Failed to submit flag.',
  });
});
