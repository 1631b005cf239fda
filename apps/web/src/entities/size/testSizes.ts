import type { PublishedClaim, SizeEntry, SizeMaker } from '@mpx/shared/sizes';
import type { Sizes } from './useSizes';

/**
 * A small size table for component tests, with figures and published claims fixed here (the
 * real table's rows and claims are curated separately and may be corrected). Tests swap it in
 * for the real one:
 *
 *   vi.mock('@mpx/shared/sizes', async (real) => (await import('./testSizes')).withTestTable(await real()));
 */
const entry = (
  code: string,
  family: 'trumpet' | 'trombone',
  rimMm: number,
  cup: SizeEntry['cup'],
  extra: Pick<SizeEntry, 'aliases' | 'rimFrom'> = {},
): SizeEntry => ({
  code,
  family,
  rimMm,
  rimFrom: 'measured',
  cup,
  shanks: family === 'trombone' ? (['small'] as const) : [],
  source: 'test',
  ...extra,
});

const maker = (id: string, name: string, entries: SizeEntry[], brandAliases: string[] = []): SizeMaker => ({
  id,
  name,
  brandAliases,
  codePrefixes: [],
  numbering: '',
  entries,
});

export const TEST_SIZE_MAKERS: readonly SizeMaker[] = [
  maker(
    'bach',
    'Bach',
    [
      entry('7', 'trumpet', 16.25, 'medium'),
      entry('7C', 'trumpet', 16.2, 'medium'),
      entry('1 1/2C', 'trumpet', 17, 'medium'),
      entry('3C', 'trumpet', 16.9, 'medium'),
      entry('6 1/2AL', 'trombone', 25.4, 'deep'),
    ],
    ['vincent bach'],
  ),
  maker('yamaha', 'Yamaha', [entry('11C4', 'trumpet', 16.3, 'medium deep', { aliases: ['11C4-7C'] }), entry('14B4', 'trumpet', 16.6, 'medium')]),
  // Rims by Schilke's numbering rule, not measured.
  maker('schilke', 'Schilke', [entry('14', 'trumpet', 16.891, 'medium', { rimFrom: 'rule' }), entry('11', 'trumpet', 16.51, 'medium', { rimFrom: 'rule' })]),
  maker('denis-wick', 'Denis Wick', [entry('4B', 'trumpet', 16.5, 'medium')]),
];

/** A maker's sale name and a comparison column, as the real claims are worded. */
export const TEST_CLAIMS: readonly PublishedClaim[] = [
  { by: 'yamaha', family: 'trumpet', size: '11C4', to: ['bach 7C'], kind: 'sold-as', wording: '11C4-7C', source: 'test' },
  { by: 'denis-wick', family: 'trumpet', size: '4B', to: ['bach 7C'], kind: 'compared', wording: 'VB7C', source: 'test' },
];

/** The real module with a table and claims of a test's own in place of the curated ones. */
export function withTable(real: Sizes, makers: readonly SizeMaker[], claims: readonly PublishedClaim[]): Sizes {
  return { ...real, SIZE_MAKERS: makers, sizeTable: real.indexSizeTable(makers), equivalenceIndex: (table) => real.indexEquivalences(table, claims) };
}

/** The real module with the test table and claims in place of the curated ones. */
export function withTestTable(real: Sizes): Sizes {
  return withTable(real, TEST_SIZE_MAKERS, TEST_CLAIMS);
}
