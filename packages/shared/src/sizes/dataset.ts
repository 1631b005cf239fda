import { equivalenceIndex } from './equivalences';
import type { SizeTable } from './decode';

/** One size of the open dataset: the table's facts as published, with its equivalents and sources. */
export interface DatasetSize {
  maker_id: string;
  maker: string;
  family: string;
  code: string;
  aliases: string[];
  rim_mm: number | null;
  /** `measured`: a figure printed for the size; `rule`: worked out from the maker's numbering rule. */
  rim_from: 'measured' | 'rule' | null;
  cup: string | null;
  cup_wording: string | null;
  throat_mm: number | null;
  backbore: string | null;
  shanks: string[];
  source: string;
  note: string | null;
  equivalents: { maker_id: string; code: string; reason: string; source: string }[];
}

/** The whole size table as the dataset `GET /api/sizes` publishes: every size of every maker, in table order. */
export function sizeDataset(table: SizeTable): { sizes: DatasetSize[] } {
  const index = equivalenceIndex(table);
  const sizes = table.makers.flatMap((maker) =>
    maker.entries.map((entry): DatasetSize => ({
      maker_id: maker.id,
      maker: maker.name,
      family: entry.family,
      code: entry.code,
      aliases: [...(entry.aliases ?? [])],
      rim_mm: entry.rimMm,
      rim_from: entry.rimMm === null ? null : (entry.rimFrom ?? 'measured'),
      cup: entry.cup,
      cup_wording: entry.cupWording ?? null,
      throat_mm: entry.throatMm ?? null,
      backbore: entry.backbore ?? null,
      shanks: [...entry.shanks],
      source: entry.source,
      note: entry.note ?? null,
      equivalents: index.of(entry).map((e) => ({
        maker_id: e.maker.id,
        code: e.entry.code,
        reason: e.reason,
        source: e.links[0]?.source ?? '',
      })),
    })),
  );
  return { sizes };
}

const CSV_COLUMNS = [
  'maker_id',
  'maker',
  'family',
  'code',
  'aliases',
  'rim_mm',
  'rim_from',
  'cup',
  'cup_wording',
  'throat_mm',
  'backbore',
  'shanks',
  'source',
  'note',
  'equivalents',
] as const satisfies readonly (keyof DatasetSize)[];

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function cell(size: DatasetSize, column: (typeof CSV_COLUMNS)[number]): string {
  switch (column) {
    case 'aliases':
    case 'shanks':
      return size[column].join('; ');
    case 'equivalents':
      // "maker code (reason)": the JSON form carries each link's source too.
      return size.equivalents.map((e) => `${e.maker_id} ${e.code} (${e.reason})`).join('; ');
    default:
      return size[column] === null ? '' : String(size[column]);
  }
}

/** The same dataset as CSV (`GET /api/sizes.csv`): one row a size, lists joined with "; ". */
export function sizeDatasetCsv(dataset: { sizes: readonly DatasetSize[] }): string {
  const lines = [CSV_COLUMNS.join(','), ...dataset.sizes.map((size) => CSV_COLUMNS.map((c) => field(cell(size, c))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
