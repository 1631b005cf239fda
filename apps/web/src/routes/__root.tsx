import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../features/layout/NotFoundPage';
import { RootLayout } from '../features/layout/RootLayout';
import type { RouterContext } from '../lib/routerContext';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
