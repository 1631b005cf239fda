import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch } from '../features/auth/tokenSearch';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';

export const Route = createFileRoute('/verify-email')({ validateSearch: tokenSearch, component: VerifyEmailPage });
