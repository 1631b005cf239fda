import type { SizeMaker } from '@mpx/shared/sizes';
import type { Sizes } from './useSizes';

/**
 * A small size table for component tests, with figures fixed here (the real table's rows are
 * curated separately and may be corrected). Tests swap it in for the real one:
 *
 *   vi.mock('@mpx/shared/sizes', async (real) => (await import('../sizes/testSizes')).withTestTable(await real()));
 */
const entry = (code: string, family: 'trumpet' | 'trombone', rimMm: number, cup: SizeMaker['entries'][number]['cup'], aliases?: string[]) => ({
  code,
  family,
  rimMm,
  cup,
  shanks: family === 'trombone' ? (['small'] as const) : [],
  source: 'test',
  ...(aliases ? { aliases } : {}),
});

export const TEST_SIZE_MAKERS: readonly SizeMaker[] = [
  {
    id: 'bach',
    name: 'Bach',
    brandAliases: ['vincent bach'],
    codePrefixes: [],
    numbering: '',
    entries: [
      entry('7', 'trumpet', 16.25, 'medium'),
      entry('7C', 'trumpet', 16.2, 'medium'),
      entry('1 1/2C', 'trumpet', 17, 'medium'),
      entry('3C', 'trumpet', 16.9, 'medium'),
      entry('6 1/2AL', 'trombone', 25.4, 'deep'),
    ],
  },
  {
    id: 'yamaha',
    name: 'Yamaha',
    brandAliases: [],
    codePrefixes: [],
    numbering: '',
    entries: [entry('11C4', 'trumpet', 16.3, 'medium deep'), entry('14B4', 'trumpet', 16.6, 'medium')],
  },
];

/** The real module with the test table in place of the curated one. */
export function withTestTable(real: Sizes): Sizes {
  return { ...real, SIZE_MAKERS: TEST_SIZE_MAKERS, sizeTable: real.indexSizeTable(TEST_SIZE_MAKERS) };
}
