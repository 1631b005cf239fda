import type { AdminUser } from '@mpx/shared';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Switch } from '../../../ui/Switch';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import * as styles from '../admin.css';
import { USER_TAB_TEXTS } from '../texts';
import { DeleteUserButton } from './DeleteUserButton';
import { EditUserDialog } from './EditUserDialog';
import { useUserActions } from './useUserActions';

/**
 * One user: who, where, since when, how many listings; the two switches (product §4 User admin
 * toggles; an admin cannot remove their own admin status); Edit, Resend verification (only for
 * unverified users) and Delete (disabled on the admin's own row). The switches are named by
 * the user's email for screen readers; the column headers name them for everyone.
 */
export function UserRow({ user, viewerId }: { user: AdminUser; viewerId: number }) {
  const actions = useUserActions(user);
  const isSelf = user.user_id === viewerId;
  return (
    <tr>
      <td className={styles.td}>
        <span dir="auto">{user.name}</span>
        {user.nickname && (
          <>
            <br />
            <span className={styles.muted} dir="auto">
              {user.nickname}
            </span>
          </>
        )}
      </td>
      <td className={styles.td}>{user.email}</td>
      <td className={`${styles.td} ${styles.nowrap}`}>
        {user.location_state} {user.location_postcode}
      </td>
      <td className={`${styles.td} ${styles.nowrap}`}>
        <time dateTime={user.join_date}>{formatDate(user.join_date)}</time>
      </td>
      <td className={`${styles.td} ${styles.numeric}`}>{user.listing_count}</td>
      <td className={styles.td}>
        <div className={styles.cellSwitch}>
          <Switch
            label={<VisuallyHidden>{USER_TAB_TEXTS.verifiedSwitch(user.email)}</VisuallyHidden>}
            checked={user.email_verified}
            disabled={actions.verifyPending}
            onCheckedChange={actions.setEmailVerified}
          />
        </div>
      </td>
      <td className={styles.td}>
        <div className={styles.cellSwitch}>
          <Switch
            label={<VisuallyHidden>{USER_TAB_TEXTS.adminSwitch(user.email)}</VisuallyHidden>}
            checked={user.is_admin}
            disabled={actions.adminPending || (isSelf && user.is_admin)}
            hint={isSelf && user.is_admin ? <VisuallyHidden>{USER_TAB_TEXTS.ownAdminHint}</VisuallyHidden> : undefined}
            onCheckedChange={actions.setAdmin}
          />
        </div>
      </td>
      <td className={styles.td}>
        <div className={styles.actions}>
          <EditUserDialog user={user} />
          {!user.email_verified && (
            <Button size="sm" variant="secondary" loading={actions.resendPending} aria-label={USER_TAB_TEXTS.resendLabel(user.email)} onClick={actions.resend}>
              {USER_TAB_TEXTS.resend}
            </Button>
          )}
          <DeleteUserButton user={user} isSelf={isSelf} />
        </div>
      </td>
    </tr>
  );
}
