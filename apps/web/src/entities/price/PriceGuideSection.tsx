import { PRICE_GUIDE_MIN_SALES } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../trpc';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { BarChart } from '../../ui/BarChart';
import * as charts from '../../ui/charts.css';
import { listingPriceGuideQueryOptions } from './queries';
import { priceGuideLine, PRICE_TEXTS } from './texts';

interface Props {
  listing: { brand: string; model: string; size: string | null; instrument_type: string };
}

/**
 * The listing page's price guide (product §19): what its decoded size sold for here in the last
 * year, and a small chart of the recent sale prices once there are enough of them. Nothing when
 * the size does not decode.
 */
export function PriceGuideSection({ listing }: Props) {
  const trpc = useTRPC();
  const { data: guide } = useQuery(listingPriceGuideQueryOptions(trpc, listing));
  // Oldest first, as a chart reads left to right.
  const series = useMemo(() => {
    const sales = [...(guide?.sales ?? [])].reverse();
    return { labels: sales.map((s) => s.month), values: sales.map((s) => s.price) };
  }, [guide]);
  const line = guide ? priceGuideLine(guide) : null;
  if (!guide || line === null) return null;
  return (
    <Card as="section" aria-labelledby="price-guide-title">
      <Heading level={2} size="sub" id="price-guide-title">
        {PRICE_TEXTS.title}
      </Heading>
      <p data-testid="price-guide-line">{line}</p>
      {guide.count >= PRICE_GUIDE_MIN_SALES && (
        <figure className={charts.figure}>
          <figcaption className={charts.caption}>{PRICE_TEXTS.chartCaption}</figcaption>
          <BarChart title={PRICE_TEXTS.chartCaption} labels={series.labels} values={series.values} />
        </figure>
      )}
    </Card>
  );
}
