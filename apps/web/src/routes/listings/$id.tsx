import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/layout/ComingSoon';

export const Route = createFileRoute('/listings/$id')({ component: () => <ComingSoon title="Listing" /> });
