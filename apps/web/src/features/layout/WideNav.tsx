import { Link } from '@tanstack/react-router';
import type { Me } from '../../lib/apiTypes';
import { buttonStyle } from '../../ui/button.css';
import { DotBadge } from '../../ui/Badge';
import { cx } from '../../ui/cx';
import * as styles from './header.css';
import { GUIDE_ENTRY, LOGIN_ENTRY, memberEntries, SIGNUP_ENTRY, unreadLabel } from './navEntries';

/** The header's links from the `md` breakpoint up (the header adds Add Listing and the avatar menu after them). */
export function WideNav({ viewer, unread }: { viewer: Me | null; unread: number }) {
  // The guide is for everyone (outside the Main navigation, which holds the product's member
  // links); members' links fill the bar below `lg`, so there they find it in the footer.
  const guide = (
    <Link to={GUIDE_ENTRY.to} className={cx(styles.navLink, styles.guideLink, viewer && styles.fromLarge)}>
      {GUIDE_ENTRY.label}
    </Link>
  );
  if (!viewer) {
    return (
      <div className={styles.wideOnly}>
        {guide}
        <Link to={LOGIN_ENTRY.to} className={buttonStyle({ variant: 'ghost' })}>
          {LOGIN_ENTRY.label}
        </Link>
        <Link to={SIGNUP_ENTRY.to} className={buttonStyle({ variant: 'primary' })}>
          {SIGNUP_ENTRY.label}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.wideOnly}>
      {guide}
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
