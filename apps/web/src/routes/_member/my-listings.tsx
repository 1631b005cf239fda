import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/layout/ComingSoon';

export const Route = createFileRoute('/_member/my-listings')({ component: MyListingsPage });

function MyListingsPage() {
  return <ComingSoon title="My Listings" />;
}
