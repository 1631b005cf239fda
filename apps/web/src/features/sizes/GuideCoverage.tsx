import { rimRuleName, sizeTable } from '@mpx/shared/sizes';
import { useId, useMemo } from 'react';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { DatasetLinks } from './DatasetLinks';
import { rimCoverage } from './model';
import * as styles from './sizes.css';
import { namesList, SIZE_GUIDE_TEXTS as T } from './texts';

/**
 * "What the guide knows": per maker, across every family, how many sizes have a rim figure (and
 * how many of those come from a numbering rule), the makers for which none was found, and the
 * whole table to download.
 */
export function GuideCoverage() {
  const headingId = useId();
  const { withRims, withoutRims } = useMemo(() => rimCoverage(sizeTable.makers), []);
  return (
    <section className={styles.known} aria-labelledby={headingId}>
      <Heading level={2} size="sub" id={headingId}>
        {T.knownTitle}
      </Heading>
      <ul className={styles.coverage}>
        {withRims.map(({ maker, sizes, rims, byRule }) => (
          <li key={maker.id}>
            {T.rimCount(maker.name, rims, sizes)}
            {byRule > 0 && T.byRule(rims, byRule, rimRuleName(maker))}
          </li>
        ))}
      </ul>
      {withoutRims.length > 0 && (
        <Text tone="small" className={styles.note}>
          {T.withoutRimFigures(namesList(withoutRims.map((maker) => maker.name)))}
        </Text>
      )}
      <DatasetLinks />
    </section>
  );
}
