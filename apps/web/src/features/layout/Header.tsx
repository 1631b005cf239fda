import { Link } from '@tanstack/react-router';
import { Container } from '../../ui/Container';
import { AddListingButton } from '../my-listings/AddListingButton';
import { AccountMenu } from './AccountMenu';
import { useUnreadCount } from '../messages/useUnreadCount';
import { NotificationsMenu } from '../notifications/NotificationsMenu';
import { useViewer } from '../../entities/user/viewer';
import * as styles from './header.css';
import { NarrowMenu } from './NarrowMenu';
import { useSiteConfig } from '../../entities/site/useSiteConfig';
import { WideNav } from './WideNav';

export function Header() {
  const { siteName, shortSiteName } = useSiteConfig();
  const { viewer, isLoading } = useViewer();
  const unread = useUnreadCount();
  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Link to="/" className={styles.title}>
          <span className={styles.fullName}>{siteName}</span>
          <span className={styles.shortName}>{shortSiteName}</span>
        </Link>
        {/* Until the session is known, show neither guest nor member links rather than the wrong ones. */}
        {!isLoading && (
          <>
            {/* Product §2 order: Messages, My Listings, Loans, Admin, Add Listing, avatar menu. */}
            <WideNav viewer={viewer} unread={unread} />
            {viewer && <AddListingButton />}
            {/* The notifications bell sits outside the menus, so phones show it too. */}
            {viewer && <NotificationsMenu />}
            {viewer && (
              <div className={styles.wideOnly}>
                <AccountMenu viewer={viewer} />
              </div>
            )}
            <NarrowMenu viewer={viewer} unread={unread} />
          </>
        )}
      </Container>
    </header>
  );
}
