import { Link } from '@tanstack/react-router';
import type { Me } from '../../lib/apiTypes';
import { buttonStyle } from '../../ui/button.css';
import { DotBadge } from '../../ui/Badge';
import * as styles from './header.css';
import { GUEST_ENTRIES, memberEntries, unreadLabel } from './navEntries';

/** The header's links from the `md` breakpoint up (the header adds Add Listing and the avatar menu after them). */
export function WideNav({ viewer, unread }: { viewer: Me | null; unread: number }) {
  if (!viewer) {
    const [login, signup] = GUEST_ENTRIES;
    return (
      <div className={styles.wideOnly}>
        <Link to={login!.to} className={buttonStyle({ variant: 'ghost' })}>
          {login!.label}
        </Link>
        <Link to={signup!.to} className={buttonStyle({ variant: 'primary' })}>
          {signup!.label}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.wideOnly}>
      <nav aria-label="Main">
        <ul className={styles.navList}>
          {memberEntries(viewer, unread).map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className={styles.navLink}>
                {entry.label}
                {!!entry.unread && <DotBadge label={unreadLabel(entry.unread)} />}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
