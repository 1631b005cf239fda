import { SIZE_FAMILY_NAMES, type SizeFamily } from '@mpx/shared/sizes';
import { useId, useMemo, useState } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { defaultChartMakers, makersOf, rimRowsByMaker, type SizeRow, type StockIndex } from './model';
import { RimChart, type ChartLane } from './RimChart';
import * as styles from './sizes.css';
import { SIZE_GUIDE_TEXTS } from './texts';

/**
 * A family's rim chart and the makers it shows: at first those with the most rim figures (up to
 * six), any of the others a tick away. Makers with no rim figure cannot be placed and are named
 * under the chart instead.
 */
export function ChartSection({ family, rows, stock }: { family: SizeFamily; rows: readonly SizeRow[]; stock: StockIndex | null }) {
  const headingId = useId();
  const byMaker = useMemo(() => rimRowsByMaker(rows), [rows]);
  const [shown, setShown] = useState(() => defaultChartMakers(byMaker));
  const familyName = SIZE_FAMILY_NAMES[family];
  const withRims = [...byMaker.keys()];
  const withoutRims = makersOf(rows).filter((maker) => !byMaker.has(maker));
  const lanes = useMemo<ChartLane[]>(
    () => [...byMaker].filter(([maker]) => shown.includes(maker.id)).map(([maker, makerRows]) => ({ maker, rows: makerRows })),
    [byMaker, shown],
  );

  const toggle = (id: string, on: boolean) => setShown((current) => (on ? [...current, id] : current.filter((m) => m !== id)));

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size="sub" id={headingId}>
        {SIZE_GUIDE_TEXTS.chartTitle(familyName)}
      </Heading>
      {withRims.length === 0 ? (
        <Text tone="muted">{SIZE_GUIDE_TEXTS.noRims}</Text>
      ) : (
        <>
          <Text tone="small" className={styles.note}>
            {SIZE_GUIDE_TEXTS.chartHelp}
          </Text>
          <fieldset className={styles.picker}>
            <legend className={styles.pickerLegend}>{SIZE_GUIDE_TEXTS.pickerLegend}</legend>
            <ul className={styles.pickerList}>
              {withRims.map((maker) => (
                <li key={maker.id}>
                  <Checkbox label={maker.name} checked={shown.includes(maker.id)} onCheckedChange={(on) => toggle(maker.id, on)} />
                </li>
              ))}
            </ul>
          </fieldset>
          {lanes.length === 0 ? (
            <Text tone="muted">{SIZE_GUIDE_TEXTS.noneChosen}</Text>
          ) : (
            <RimChart lanes={lanes} stock={stock} label={SIZE_GUIDE_TEXTS.chartRegion(familyName)} />
          )}
          {lanes.some((lane) => lane.rows.some((row) => row.entry.rimFrom === 'rule')) && (
            <Text tone="small" className={styles.note}>
              {SIZE_GUIDE_TEXTS.chartRuleNote}
            </Text>
          )}
        </>
      )}
      {withoutRims.length > 0 && (
        <Text tone="small" className={styles.note}>
          {SIZE_GUIDE_TEXTS.withoutRims(withoutRims.map((maker) => maker.name).join(', '))}
        </Text>
      )}
    </section>
  );
}
