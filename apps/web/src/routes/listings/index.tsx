import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/layout/ComingSoon';

export const Route = createFileRoute('/listings/')({ component: () => <ComingSoon title="Browse Listings" /> });
