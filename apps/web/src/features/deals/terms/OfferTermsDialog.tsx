import { charCount, MAX_OFFER_NOTE, OFFER_TEXTS, offerTermsInput, type OfferTerms } from '@mpx/shared';
import { useState, type ReactNode } from 'react';
import { characterCount } from '../../../lib/characterCount';
import { errorFields, errorMessage } from '../../../lib/trpcError';
import { useForm } from '../../../lib/useForm';
import { Alert } from '../../../ui/Alert';
import { FormDialog } from '../../../ui/FormDialog';
import { Select } from '../../../ui/Select';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import type { Offer } from '../types';
import { termsInput, termsValues } from './termsValues';
import { useSwapOptions } from './useSwapOptions';

/** Radix items cannot have an empty value: this one stands for "no swap". */
const NO_SWAP = 'none';

/** The mutation that sends the terms, as far as the dialog needs it. */
export interface TermsSending {
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

export interface OfferTermsDialogProps {
  title: string;
  description: string;
  trigger: ReactNode;
  submitLabel: string;
  /** Whose listings the swap may name: always the buyer's, whoever writes the terms. */
  buyerId: number;
  swapLabel: string;
  /** The terms of the offer being countered; a first offer starts empty. */
  from?: Pick<Offer, 'amount' | 'swap_listing_id'>;
  sending: TermsSending;
  /** Sends checked terms; `done` closes the dialog once they were taken. */
  onSend: (terms: OfferTerms, done: () => void) => void;
  /** Shown when the server gives no text of its own. */
  failure: string;
}

/**
 * An offer's terms (issue 30), for a first offer and for a counter alike: an amount in AUD, one
 * of the buyer's listings to swap, or both, and a note. The shared schema checks them before
 * anything is sent, so the messages are the server's; what only the server knows (a swap listing
 * no longer for sale, the listing reserved meanwhile) comes back in the alert and on its field.
 */
export function OfferTermsDialog({ title, description, trigger, submitLabel, buyerId, swapLabel, from, sending, onSend, failure }: OfferTermsDialogProps) {
  const [open, setOpen] = useState(false);
  const { values, setValues, setField, errors, setErrors, validate } = useForm(termsValues(from));
  const swapOptions = useSwapOptions(buyerId, open);
  const server = errorFields(sending.error);
  const fieldError = (key: string) => errors[key] ?? server[key];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      // Each opening starts afresh, from the terms on the table.
      setValues(termsValues(from));
      setErrors({});
      sending.reset();
    }
  };

  const onSubmit = () => {
    const terms = validate(offerTermsInput, termsInput(values));
    if (terms) onSend(terms, () => setOpen(false));
  };

  return (
    <FormDialog
      title={title}
      description={description}
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      submitLabel={submitLabel}
      pendingLabel={OFFER_TEXTS.sending}
      pending={sending.isPending}
      onSubmit={onSubmit}
    >
      {sending.error != null && <Alert variant="error">{errorMessage(sending.error, failure)}</Alert>}
      <TextField
        label={OFFER_TEXTS.amountLabel}
        optional
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={values.amount}
        onChange={(event) => setField('amount', event.target.value)}
        hint={swapOptions.length > 0 ? OFFER_TEXTS.amountHint : undefined}
        error={fieldError('amount')}
      />
      {/* Without a listing for sale there is nothing to swap: the choice would be empty. */}
      {swapOptions.length > 0 && (
        <Select
          label={swapLabel}
          optional
          placeholder={OFFER_TEXTS.noSwap}
          options={[{ value: NO_SWAP, label: OFFER_TEXTS.noSwap }, ...swapOptions]}
          value={values.swap}
          onValueChange={(value) => setField('swap', value === NO_SWAP ? '' : value)}
          error={fieldError('swap_listing_id')}
        />
      )}
      <TextArea
        label={OFFER_TEXTS.noteLabel}
        optional
        rows={3}
        dir="auto"
        value={values.note}
        onChange={(event) => setField('note', event.target.value)}
        hint={characterCount(charCount(values.note.trim()), MAX_OFFER_NOTE)}
        error={fieldError('note')}
      />
    </FormDialog>
  );
}
