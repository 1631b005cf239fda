import type { ForYou } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';
import { useViewer } from '../../entities/user/viewer';
import { forYouQueryOptions } from './queries';

/** What the home page knows of For you: nothing for a guest, then the answer once it is in. */
export interface ForYouState {
  member: boolean;
  /** Undefined while it loads or when it failed (the rows are a suggestion: the page goes on without them). */
  forYou: ForYou | undefined;
}

/** The signed-in member's For you; a guest's is never asked for. */
export function useForYou(): ForYouState {
  const trpc = useTRPC();
  const { viewer } = useViewer();
  const query = useQuery({ ...forYouQueryOptions(trpc), enabled: viewer !== null });
  return { member: viewer !== null, forYou: viewer === null ? undefined : query.data };
}

/** Whether the rows show cards, which then take the page's first photos (the browse list is below them). */
export function showsCards({ forYou }: ForYouState): boolean {
  return forYou?.sections.some((section) => section.listings.length > 0) ?? false;
}
