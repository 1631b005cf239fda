import type { Flag } from '@mpx/shared';

/** Product §2: "Total Flagged Listings" (distinct listings with any flag) and "Resolved Flags". */
export function flagSummary(flags: readonly Flag[]): { flaggedListings: number; resolved: number } {
  return {
    flaggedListings: new Set(flags.map((flag) => flag.content_id)).size,
    resolved: flags.filter((flag) => flag.status === 'resolved').length,
  };
}
