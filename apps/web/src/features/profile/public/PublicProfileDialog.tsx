import { displayName } from '../../../lib/displayName';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { PublicProfile } from './PublicProfile';

export interface PublicProfileDialogProps {
  user: { user_id: number; name: string; nickname: string | null };
  /** The trigger's text ("View profile"). */
  label?: string;
}

/**
 * A member's public profile in a dialog (the seller card on the listing page). The product's
 * route table has no page for another member's profile, so it opens where the member appears.
 */
export function PublicProfileDialog({ user, label = 'View profile' }: PublicProfileDialogProps) {
  const name = displayName(user);
  return (
    <Dialog
      title={name}
      description={`${name}'s profile and the ratings they received.`}
      size="lg"
      trigger={
        <Button variant="ghost" size="sm">
          {label}
        </Button>
      }
    >
      <PublicProfile userId={user.user_id} headingLevel={3} />
    </Dialog>
  );
}
