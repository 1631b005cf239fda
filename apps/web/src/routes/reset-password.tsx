import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { tokenSearch } from '../features/auth/tokenSearch';

export const Route = createFileRoute('/reset-password')({ validateSearch: tokenSearch, component: ResetPasswordPage });
