import type { AppRouter } from '@mpx/api';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

/** Contract shapes as the server's router declares them (snake_case, api §12). */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;

export type Me = NonNullable<RouterOutputs['auth']['viewer']>;
export type OwnProfile = RouterOutputs['profile']['me'];
export type PublicUser = RouterOutputs['profile']['byId'];
export type SiteConfig = RouterOutputs['config']['public'];
