import { Link } from '@tanstack/react-router';
import type { Me } from '../../lib/apiTypes';
import { displayName, initialOf } from '../../lib/displayName';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../../ui/DropdownMenu';
import { useLogout } from '../session/useLogout';
import * as styles from './header.css';
import { ACCOUNT_ENTRIES } from './navEntries';

/** The avatar (initial of nickname, else name) opening Profile, Saved searches and Log out. */
export function AccountMenu({ viewer }: { viewer: Me }) {
  const { logout } = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={styles.avatar} aria-label="Account menu" title={displayName(viewer)}>
        <span aria-hidden="true">{initialOf(viewer)}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{displayName(viewer)}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {ACCOUNT_ENTRIES.map((entry) => (
          <DropdownMenuItem key={entry.to} asChild>
            <Link to={entry.to}>{entry.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={logout}>Log out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
