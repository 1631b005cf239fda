import { sizeTable, SIZE_FAMILY_NAMES, type SizeFamily } from '@mpx/shared/sizes';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useHydrating } from '../../lib/hydrating';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { ChevronDownIcon } from '../../ui/icons';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { cx } from '../../ui/cx';
import {
  DEFAULT_SORT,
  listingsSearchOf,
  nextSort,
  sortRows,
  sourceId,
  type EquivalentsIndex,
  type MakerSources,
  type SizeRow,
  type SortKey,
  type StockIndex,
  type TableSort,
} from './model';
import { SoldLately, useSoldIndex, type SoldIndex } from '../../entities/price/SoldLately';
import { Equivalents } from './Equivalents';
import { CupFigure, MmFigure, RimFigure, Unknown } from './SizeFigures';
import * as styles from './sizes.css';
import { SHANK_NAMES, SIZE_GUIDE_TEXTS } from './texts';

const T = SIZE_GUIDE_TEXTS;

/**
 * The rows a page drawn on the server carries (ADR 020): a family has hundreds, whose markup would
 * outweigh the rest of the page many times on a phone; the others follow right after hydration.
 */
export const FIRST_DRAWN_ROWS = 25;

export interface StockState {
  /** A row's count, or null while loading or after a failure. */
  index: StockIndex | null;
  failed: boolean;
}

/**
 * Every size of a family in a real table, sorted by rim diameter at first (rows without a rim
 * figure last), or by maker or size: the column headers are buttons and the sorted one carries
 * `aria-sort`. "Listed now" links to the model's listings; Equivalents opens the sizes other
 * makers' published claims link to it; Source points at the maker's sources under "How each
 * maker's numbers work". Wider than a phone: the table's box scrolls, never the page.
 */
export function SizeTable({
  family,
  rows,
  stock,
  sources,
  equivalents,
}: {
  family: SizeFamily;
  rows: readonly SizeRow[];
  stock: StockState;
  sources: ReadonlyMap<string, MakerSources>;
  equivalents: EquivalentsIndex;
}) {
  const headingId = useId();
  const [sort, setSort] = useState<TableSort>(DEFAULT_SORT);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const shown = useHydrating() ? sorted.slice(0, FIRST_DRAWN_ROWS) : sorted;
  const sold = useSoldIndex();
  const label = T.tableLabel(SIZE_FAMILY_NAMES[family]);

  const sortable = (key: SortKey, text: string, numeric = false) => (
    <th scope="col" className={cx(styles.th, numeric && styles.numeric)} aria-sort={sort.key === key ? sort.direction : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => setSort(nextSort(sort, key))}>
        {text}
        <ChevronDownIcon
          size={16}
          className={cx(styles.sortIcon, sort.key !== key && styles.sortIconIdle, sort.key === key && sort.direction === 'ascending' && styles.sortIconDown)}
        />
      </button>
    </th>
  );
  const plain = (text: string, numeric = false) => (
    <th scope="col" className={cx(styles.th, numeric && styles.numeric)}>
      {text}
    </th>
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size="sub" id={headingId}>
        {T.tableTitle}
      </Heading>
      {rows.some((row) => row.entry.rimFrom === 'rule') && (
        <Text tone="small" className={styles.note}>
          {T.tableRuleNote}
        </Text>
      )}
      <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
        <table className={styles.table} aria-label={label}>
          <thead>
            <tr>
              {sortable('maker', T.columns.maker)}
              {sortable('code', T.columns.code)}
              {sortable('rim', T.columns.rim, true)}
              {plain(T.columns.cup)}
              {plain(T.columns.throat, true)}
              {plain(T.columns.backbore)}
              {plain(T.columns.shank)}
              {plain(T.columns.listed, true)}
              {plain(T.columns.sold, true)}
              {plain(T.columns.equivalents)}
              {plain(T.columns.source)}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <SizeTableRow key={row.key} family={family} row={row} stock={stock} sold={sold} sources={sources.get(row.maker.id)} equivalents={equivalents} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function SizeTableRow({
  family,
  row,
  stock,
  sold,
  sources,
  equivalents,
}: {
  family: SizeFamily;
  row: SizeRow;
  stock: StockState;
  /** Sales of the last year per size (product §19), null until loaded. */
  sold: SoldIndex | null;
  sources: MakerSources | undefined;
  equivalents: EquivalentsIndex;
}) {
  const { entry } = row;
  const n = sources?.numberOf(row) ?? 0;
  return (
    <tr id={row.anchor} className={styles.row}>
      <td className={styles.td}>{row.maker.name}</td>
      <th scope="row" className={styles.rowHeader}>
        {entry.code}
        {entry.note && <span className={styles.entryNote}>{entry.note}</span>}
      </th>
      <td className={cx(styles.td, styles.numeric)}>
        <RimFigure maker={row.maker} entry={entry} />
      </td>
      <td className={styles.td}>
        <CupFigure entry={entry} />
      </td>
      <td className={cx(styles.td, styles.numeric)}>
        <MmFigure mm={entry.throatMm} />
      </td>
      <td className={styles.td}>{entry.backbore ?? <Unknown />}</td>
      <td className={styles.td}>{entry.shanks.length === 0 ? <Unknown /> : entry.shanks.map((s) => SHANK_NAMES[s]).join(', ')}</td>
      <td className={cx(styles.td, styles.numeric)}>
        <Listed row={row} stock={stock} />
      </td>
      <td className={cx(styles.td, styles.numeric)}>{sold && <SoldLately sold={sold({ makerId: row.maker.id, family, code: entry.code })} />}</td>
      <td className={styles.td}>
        <Equivalents row={row} equivalents={equivalents(row)} />
      </td>
      <td className={styles.td}>
        {n > 0 && (
          <a href={`#${sourceId(family, row.maker.id, n)}`} aria-label={T.sourceLink(n, row.label)} title={entry.source}>
            {n}
          </a>
        )}
      </td>
    </tr>
  );
}

function Listed({ row, stock }: { row: SizeRow; stock: StockState }): ReactNode {
  if (!stock.index) return stock.failed ? <Unknown /> : <span className={styles.muted}>…</span>;
  const count = stock.index(row);
  if (count === 0) return '0';
  return (
    <Link to="/listings" search={listingsSearchOf(sizeTable, row)}>
      {count}
      <VisuallyHidden>{T.listedLink(row.label)}</VisuallyHidden>
    </Link>
  );
}
