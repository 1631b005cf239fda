import { Text } from '../../ui/Text';
import * as styles from './sizes.css';
import { SIZE_GUIDE_TEXTS as T } from './texts';

/** The server's open dataset of the whole size table. */
const DATASET = { json: '/api/sizes', csv: '/api/sizes.csv' } as const;

/**
 * "Download the size table: JSON (/api/sizes) · CSV (/api/sizes.csv)". Plain links, not the
 * router's: they leave the app for a file. The paths show for whoever wants to fetch them from code.
 */
export function DatasetLinks() {
  return (
    <div>
      <Text className={styles.note}>
        {T.download}
        <a href={DATASET.json}>{T.json}</a> <code className={styles.path}>({DATASET.json})</code> · <a href={DATASET.csv}>{T.csv}</a>{' '}
        <code className={styles.path}>({DATASET.csv})</code>
      </Text>
      <Text tone="small" className={styles.note}>
        {T.reuse}
      </Text>
    </div>
  );
}
