import { equivalenceIndex, sizeTable, type SizeFamily } from '@mpx/shared/sizes';
import { useMemo } from 'react';
import { Text } from '../../ui/Text';
import { ChartSection } from './ChartSection';
import { MakerNumbering } from './MakerNumbering';
import { equivalentRows, familyRows, makersOf, sourcesByMaker } from './model';
import { SizeTable, type StockState } from './SizeTable';
import * as styles from './sizes.css';
import { SIZE_GUIDE_TEXTS } from './texts';

/** One family's tab: the rim chart, how each maker numbers its sizes, and the table of every size. */
export function FamilyGuide({ family, stock }: { family: SizeFamily; stock: StockState }) {
  const rows = useMemo(() => familyRows(sizeTable.makers, family), [family]);
  const sources = useMemo(() => sourcesByMaker(rows), [rows]);
  const equivalents = useMemo(() => equivalentRows(equivalenceIndex(sizeTable), rows), [rows]);
  if (rows.length === 0) return <Text tone="muted">{SIZE_GUIDE_TEXTS.noSizes}</Text>;
  return (
    <div className={styles.family}>
      <ChartSection family={family} rows={rows} stock={stock.index} />
      <MakerNumbering family={family} makers={makersOf(rows)} sources={sources} />
      <SizeTable family={family} rows={rows} stock={stock} sources={sources} equivalents={equivalents} />
    </div>
  );
}
