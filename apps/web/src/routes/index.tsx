import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/layout/ComingSoon';

export const Route = createFileRoute('/')({ component: () => <ComingSoon title="Latest Listings" /> });
