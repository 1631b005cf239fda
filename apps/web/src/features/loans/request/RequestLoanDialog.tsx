import { charCount, LOAN_TEXTS, MAX_LOAN_NOTES } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorFields, errorMessage } from '../../../lib/trpcError';
import { focusFirstInvalid } from '../../../lib/useForm';
import { useNow } from '../../../lib/useNow';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { FormDialog } from '../../../ui/FormDialog';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { useSnackbar } from '../../../ui/useSnackbar';
import type { Listing } from '../../../entities/listing/types';
import { loanRequestDates, returnDateError } from '../loanDates';
import * as styles from '../loans.css';
import { refreshLoans } from '../queries';
import { LOANS_PAGE_TEXTS } from '../texts';

export type RequestLoanListing = Pick<Listing, 'listing_id' | 'brand' | 'model'>;

interface FieldErrors {
  expected_return_date?: string | undefined;
  notes?: string | undefined;
}

/**
 * "Request Loan" on a listing (product §2, §5): a dialog with today's start date (shown, not
 * editable), the expected return date (the picker's minimum is tomorrow) and optional notes.
 * The server's error text or "Failed to create loan request" shows in the dialog; success closes
 * it with "Loan request sent!" (product §8).
 */
export function RequestLoanDialog({ listing }: { listing: RequestLoanListing }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const dates = loanRequestDates(useNow());
  const [open, setOpen] = useState(false);
  const [returnDate, setReturnDate] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const request = useMutation(
    trpc.loans.request.mutationOptions({
      onSuccess: () => {
        void refreshLoans(queryClient, trpc);
        snackbar.success(LOAN_TEXTS.requestSent);
        setOpen(false);
      },
      onError: (error) => {
        const fields = errorFields(error);
        setErrors({ expected_return_date: fields.expected_return_date, notes: fields.notes });
      },
    }),
  );

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      // Each opening starts afresh.
      setReturnDate('');
      setNotes('');
      setErrors({});
      request.reset();
    }
  };

  const onSubmit = () => {
    const found: FieldErrors = {
      expected_return_date: returnDateError(returnDate, dates),
      notes: charCount(notes.trim()) > MAX_LOAN_NOTES ? LOAN_TEXTS.notesLength : undefined,
    };
    setErrors(found);
    if (found.expected_return_date || found.notes) {
      focusFirstInvalid();
      return;
    }
    request.mutate({
      listing_id: listing.listing_id,
      start_date: dates.startDate,
      expected_return_date: returnDate,
      notes: notes.trim() === '' ? null : notes.trim(),
    });
  };

  return (
    <FormDialog
      title={LOANS_PAGE_TEXTS.requestTitle}
      description={`${listing.brand} ${listing.model}`}
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="secondary" fullWidth>
          {LOANS_PAGE_TEXTS.requestLoan}
        </Button>
      }
      submitLabel={LOANS_PAGE_TEXTS.sendRequest}
      pendingLabel={LOANS_PAGE_TEXTS.sending}
      pending={request.isPending}
      // The spec's own messages, not the browser's: the picker's minimum is a hint, not a gate.
      onSubmit={onSubmit}
    >
      {request.isError && <Alert variant="error">{errorMessage(request.error, LOAN_TEXTS.requestFailed)}</Alert>}
      <TextField
        label={LOANS_PAGE_TEXTS.startDate}
        type="date"
        value={dates.startDate}
        readOnly
        hint={LOANS_PAGE_TEXTS.startDateHint}
        className={styles.readOnlyControl}
      />
      <TextField
        label={LOANS_PAGE_TEXTS.expectedReturnDate}
        type="date"
        min={dates.minReturnDate}
        value={returnDate}
        onChange={(event) => setReturnDate(event.target.value)}
        error={errors.expected_return_date}
      />
      <TextArea
        label={LOANS_PAGE_TEXTS.notes}
        optional
        rows={3}
        dir="auto"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        error={errors.notes}
      />
    </FormDialog>
  );
}
