import { Link } from '@tanstack/react-router';
import type { Me } from '../../lib/apiTypes';
import { DotBadge } from '../../ui/Badge';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../../ui/DropdownMenu';
import { IconButton } from '../../ui/IconButton';
import { MenuIcon } from '../../ui/icons';
import { useLogout } from '../session/useLogout';
import * as styles from './header.css';
import { ACCOUNT_ENTRIES, GUEST_ENTRIES, memberEntries, unreadLabel, type NavEntry } from './navEntries';

/** Below the `md` breakpoint: one menu button holding the same entries as the wide header. */
export function NarrowMenu({ viewer, unread }: { viewer: Me | null; unread: number }) {
  const { logout } = useLogout();
  return (
    <div className={styles.narrowOnly}>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton aria-label="Open menu" icon={<MenuIcon size={24} />} />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {viewer ? (
            <>
              {memberEntries(viewer, unread).map(renderEntry)}
              <DropdownMenuSeparator />
              {ACCOUNT_ENTRIES.map(renderEntry)}
              <DropdownMenuItem onSelect={logout}>Log out</DropdownMenuItem>
            </>
          ) : (
            GUEST_ENTRIES.map(renderEntry)
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

function renderEntry(entry: NavEntry) {
  return (
    <DropdownMenuItem key={entry.to} asChild>
      <Link to={entry.to}>
        {entry.label}
        {!!entry.unread && (
          <span className={styles.menuBadge}>
            <DotBadge label={unreadLabel(entry.unread)} />
          </span>
        )}
      </Link>
    </DropdownMenuItem>
  );
}
