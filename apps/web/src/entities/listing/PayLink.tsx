import { paymentHref } from '@mpx/shared';
import { buttonStyle } from '../../ui/button.css';
import { Text } from '../../ui/Text';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { formatPrice } from './price';
import { LISTING_PAGE_TEXTS } from './texts';
import type { Listing } from './types';

/**
 * Pay the seller directly with their PayPal.Me link, normalised and with the price appended
 * (product §7), in a new tab; or say there is none.
 */
export function PayLink({ listing }: { listing: Pick<Listing, 'paypal_link_effective' | 'price'> }) {
  if (!listing.paypal_link_effective) return <Text tone="muted">{LISTING_PAGE_TEXTS.noPaymentLink}</Text>;
  return (
    <a
      href={paymentHref(listing.paypal_link_effective, listing.price)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonStyle({ variant: 'primary', fullWidth: true })}
    >
      Pay {formatPrice(listing.price)} with PayPal
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
