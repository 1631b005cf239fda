import { useState } from 'react';
import { storage } from '../../lib/storage';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { IconButton } from '../../ui/IconButton';
import { CloseIcon } from '../../ui/icons';
import * as styles from './profile.css';

const DISMISSED_KEY = 'mpx.quickStartDismissed';

/** A dismissible how-to for new sellers; the dismissal is remembered on this device. */
export function QuickStartGuide() {
  const [dismissed, setDismissed] = useState(() => storage.get(DISMISSED_KEY) === '1');
  if (dismissed) return null;

  const dismiss = () => {
    storage.set(DISMISSED_KEY, '1');
    setDismissed(true);
  };

  return (
    <Card as="section" aria-labelledby="quick-start-title" className={styles.guide}>
      <div className={styles.cardHeader}>
        <Heading level={2} size="sub" id="quick-start-title">
          Quick Start for Sellers
        </Heading>
        <IconButton aria-label="Dismiss Quick Start for Sellers" icon={<CloseIcon />} size="sm" onClick={dismiss} />
      </div>
      <ol className={styles.steps}>
        <li>
          <strong>Add a payment link.</strong> Choose Edit below and enter your PayPal.Me link, handle or PayPal email, so buyers can pay you directly. Not sure
          how? Use &quot;How do I create a payment link?&quot;.
        </li>
        <li>
          <strong>List a mouthpiece.</strong> Choose Add Listing in the header, pick the instrument type, brand and model, describe its condition honestly, set
          a price (shipping is extra) and add up to six photos. The first photo is the cover.
        </li>
        <li>
          <strong>Open it to swaps or loans</strong> if you like: other players can then offer a swap or ask to borrow it for a trial.
        </li>
        <li>
          <strong>Keep an eye on Messages and Loans.</strong> Buyers contact you there; agree on postage or pick-up, and mark the listing as sold once it has
          gone.
        </li>
      </ol>
    </Card>
  );
}
