import { modifiedText } from '@mpx/shared';
import type { Listing } from '../../entities/listing/types';
import * as styles from './detail.css';

/** Size, instrument, condition and the swap / loan indicators, as a description list; what was done to the piece under it. */
export function ListingFacts({ listing }: { listing: Listing }) {
  const facts: [string, string][] = [
    ['Brand', listing.brand],
    ['Model', listing.model],
    ['Size', listing.size ?? 'Not given'],
    ['Instrument type', listing.instrument_type],
    ['Condition', listing.condition],
    ['Open to swap', listing.open_to_swap ? 'Yes' : 'No'],
    ['Open to loan', listing.open_to_loan ? 'Yes' : 'No'],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {listing.modifications.length > 0 && <p data-testid="listing-modified">{modifiedText(listing.modifications)}</p>}
    </>
  );
}
