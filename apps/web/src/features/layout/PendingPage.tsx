import { Spinner } from '../../ui/Spinner';

/** Shown while a route waits (e.g. for the current user before a guard decides). */
export function PendingPage() {
  return <Spinner block label="Loading..." />;
}
