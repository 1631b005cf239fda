import type { ListingRow, LoanRow, UserRow } from '@mpx/db';
import type { AutoMessage } from '@mpx/shared';
import type { ApiConfig } from '../config/api-config';
import { noticeEmail, type MailMessage } from '../mail';

type ListingNames = Pick<ListingRow, 'brand' | 'model' | 'instrumentType'>;

/** The auto message of a loan request (api §5.3 "create"). */
export function requestText(listing: ListingNames, loan: Pick<LoanRow, 'startDate' | 'expectedReturnDate' | 'notes'>): string {
  return [
    `Loan request for ${listing.brand} ${listing.model} (${listing.instrumentType}).`,
    `Start date: ${loan.startDate}`,
    `Expected return date: ${loan.expectedReturnDate}`,
    `Notes: ${loan.notes ?? 'None'}`,
  ].join('\n');
}

/** The auto messages of the actions (api §5.3), by the transition table's message key. */
export function actionText(message: AutoMessage, listing: ListingNames, loan: Pick<LoanRow, 'expectedReturnDate'>): string {
  const item = `${listing.brand} ${listing.model}`;
  switch (message) {
    case 'approve':
      return `Your loan request for ${item} has been approved.`;
    case 'refuse':
      return `Your loan request for ${item} has been declined.`;
    case 'cancel':
      return `The loan of ${item} has been cancelled.`;
    case 'returnedByBorrower':
      return `I have returned ${item}. Please confirm once you have received it.`;
    case 'returnConfirmed':
      return `Return of ${item} confirmed. Thank you!`;
    case 'requestReturn':
      return `Please return ${item} (expected back ${loan.expectedReturnDate}).`;
  }
}

/** api §5.4: the lender's automatic cancellation when the listing is sold or deleted. */
export function systemCancelText(listing: ListingNames): string {
  return `Your loan request for ${listing.brand} ${listing.model} has been cancelled because the listing is no longer available.`;
}

/** The Loan update email of api §0.9. */
export function loanUpdateEmail(config: ApiConfig, recipient: Pick<UserRow, 'email' | 'name'>, listing: ListingNames, text: string): MailMessage {
  return noticeEmail(config, recipient, {
    subject: `Loan update: ${listing.brand} ${listing.model}`,
    text,
    action: { label: 'Open my loans', path: '/loans' },
  });
}
