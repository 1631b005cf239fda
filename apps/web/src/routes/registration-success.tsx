import { createFileRoute } from '@tanstack/react-router';
import { RegistrationSuccessPage } from '../features/auth/RegistrationSuccessPage';

export const Route = createFileRoute('/registration-success')({ component: RegistrationSuccessPage });
