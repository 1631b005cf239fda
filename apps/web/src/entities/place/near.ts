import { PLACE_TEXTS } from '@mpx/shared';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { errorFields, errorMessage } from '../../lib/trpcError';
import type { RouterContext } from '../../lib/routerContext';
import { useViewer, viewerQueryOptions } from '../user/viewer';
import type { NearMemory, NearState } from '../../lib/nearMemory';

/**
 * Where distances are measured from when the URL names no postcode: the member's own, else the
 * one remembered; none once the API has refused it (a postcode it does not know).
 */
export function defaultNear(viewer: { location_postcode: string } | null | undefined, { remembered, refused }: NearState): string | undefined {
  const near = viewer?.location_postcode ?? remembered;
  return near !== undefined && refused.includes(near) ? undefined : near;
}

export function useNearMemory(): NearMemory {
  return useRouter().options.context.near;
}

export function useDefaultNear(): string | undefined {
  const memory = useNearMemory();
  // The server snapshot is the same: a drawn page was measured from the same cookie (ADR 020).
  const state = useSyncExternalStore(memory.subscribe, memory.snapshot, memory.snapshot);
  return defaultNear(useViewer().viewer, state);
}

/** The same for a route loader, from the viewer the router has already loaded (if it has). */
export function loaderNear({ queryClient, trpc, near }: RouterContext): string | undefined {
  return defaultNear(queryClient.getQueryData(viewerQueryOptions(trpc).queryKey), near.snapshot());
}

/** The API's refusal of a `near` (api §20.1): a postcode it does not know, or not a postcode. */
export function isNearRefusal(error: unknown): boolean {
  const message = errorMessage(error, '');
  return message === PLACE_TEXTS.unknownPostcode || message === PLACE_TEXTS.nearFormat || errorFields(error).near !== undefined;
}

/**
 * A query measured from the default postcode (`near`, not the URL's) that the API refused: the
 * postcode is dropped, and the query is asked again without it, so a remembered postcode that
 * is no longer known never keeps a page from showing its listings.
 */
export function useRefusedNearDropped(near: string | undefined, error: unknown): void {
  const memory = useNearMemory();
  const refused = near !== undefined && isNearRefusal(error);
  useEffect(() => {
    if (refused && near !== undefined) memory.refuse(near);
  }, [memory, near, refused]);
}
