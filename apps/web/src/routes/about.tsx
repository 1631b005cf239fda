import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/static/AboutPage';

export const Route = createFileRoute('/about')({ component: AboutPage });
