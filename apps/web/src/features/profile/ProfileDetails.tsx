import { paymentHref, STATE_NAMES } from '@mpx/shared';
import type { ReactNode } from 'react';
import type { OwnProfile } from '../../lib/apiTypes';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { RatingSummary } from '../../entities/user/RatingSummary';
import { PaymentLinkHelpDialog } from './PaymentLinkHelpDialog';
import { DetailsList } from './DetailsList';
import * as styles from './profile.css';

/** View mode of the own profile (product §2). */
interface ProfileDetailsProps {
  profile: OwnProfile;
  onEdit: () => void;
  /** Focus the Edit button on mount (coming back from the form). */
  focusEdit?: boolean;
}

export function ProfileDetails({ profile, onEdit, focusEdit = false }: ProfileDetailsProps) {
  const rows: Array<[string, ReactNode]> = [
    ['Name', profile.name],
    ['Nickname', profile.nickname ?? 'Not set'],
    ['Email', profile.email],
    ['State', `${STATE_NAMES[profile.location_state]} (${profile.location_state})`],
    ['Postcode', profile.location_postcode],
    [
      'Payment link',
      profile.paypal_link ? (
        <a href={paymentHref(profile.paypal_link)} target="_blank" rel="noopener noreferrer">
          {profile.paypal_link}
        </a>
      ) : (
        'Not set'
      ),
    ],
    ['Email notifications', profile.email_notifications ? 'On' : 'Off'],
    ['Rating', <RatingSummary key="rating" of={profile} />],
  ];
  return (
    <>
      <div className={styles.cardHeader}>
        <Heading level={2} size="sub">
          Account details
        </Heading>
        <Button variant="secondary" size="sm" onClick={onEdit} autoFocus={focusEdit}>
          Edit
        </Button>
      </div>
      <DetailsList rows={rows} />
      <div>
        <PaymentLinkHelpDialog />
      </div>
    </>
  );
}
