import type { PriceSummary } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../trpc';
import { priceSummaryQueryOptions } from './queries';
import { soldLatelyText } from './texts';

type SoldModel = PriceSummary['models'][number];
/** A decoded size's sales of the last year, by maker id, family and code; undefined when none. */
export type SoldIndex = (size: { makerId: string; family: string; code: string }) => SoldModel | undefined;

const key = (makerId: string, family: string, code: string) => `${makerId}\u0000${family}\u0000${code}`;

/** `prices.summary` as a lookup, loaded once for the whole size guide; null until it arrives. */
export function useSoldIndex(): SoldIndex | null {
  const trpc = useTRPC();
  const { data } = useQuery(priceSummaryQueryOptions(trpc));
  return useMemo(() => {
    if (!data) return null;
    const byKey = new Map(data.models.map((m) => [key(m.maker_id, m.family, m.code), m]));
    return (size) => byKey.get(key(size.makerId, size.family, size.code));
  }, [data]);
}

/** The size guide's "Sold (last year)" cell: median and count, the range below 3 sales, or a dash. */
export function SoldLately({ sold }: { sold: SoldModel | undefined }) {
  return <>{sold ? soldLatelyText(sold) : '–'}</>;
}
