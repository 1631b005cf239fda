import type { CupClass, PublishedClaim, Shank, SizeEntry, SizeFamily, SizeMaker } from '@mpx/shared/sizes';
import { withTable } from '../../entities/size/testSizes';
import type { Sizes } from '../../entities/size/useSizes';

/**
 * A size table for the guide's component tests, with figures fixed here (the real table is
 * curated separately and may change). Swap it in with:
 *
 *   vi.mock('@mpx/shared/sizes', async (real) => (await import('./testFixtures')).withGuideTable(await real()));
 */
const CATALOGUE = 'Test catalogue';

const entry = (
  code: string,
  family: SizeFamily,
  rimMm: number | null,
  cup: CupClass | null,
  shanks: Shank[] = [],
  extra: Partial<SizeEntry> = {},
): SizeEntry => ({
  code,
  family,
  rimMm,
  rimFrom: rimMm === null ? null : 'measured',
  cup,
  shanks,
  source: CATALOGUE,
  ...extra,
});

const maker = (id: string, name: string, entries: SizeEntry[], numbering = ''): SizeMaker => ({
  id,
  name,
  brandAliases: [],
  codePrefixes: [],
  numbering,
  entries,
});

export const BACH_NUMBERING = 'A lower number is a larger rim; the letter is the cup, from A (deep) to E (shallow).';
export const BACH_7C_SOURCE = 'Bach catalogue "16.20 mm", as reproduced at https://shop.example.test/bach-7c';

export const GUIDE_MAKERS: readonly SizeMaker[] = [
  maker(
    'bach',
    'Bach',
    [
      entry('7C', 'trumpet', 16.2, 'medium', [], { source: BACH_7C_SOURCE, cupWording: 'Medium' }),
      entry('3C', 'trumpet', 16.3, 'medium'),
      entry('1 1/2C', 'trumpet', 17, 'medium', [], { note: 'Symphonic' }),
      entry('5C', 'trumpet', null, 'medium'),
      entry('7', 'trumpet', null, null),
      entry('7C', 'trombone', 25, 'medium', ['small']),
      entry('6 1/2AL', 'trombone', 25.4, 'deep', ['small', 'large'], { cupWording: 'Deep, large throat', throatMm: 7.14, backbore: '#25' }),
      entry('11', 'horn', null, null),
    ],
    BACH_NUMBERING,
  ),
  maker(
    'yamaha',
    'Yamaha',
    [entry('11C4', 'trumpet', 16.3, 'medium deep'), entry('14B4', 'trumpet', 16.6, 'medium')],
    'The number is the rim, the letter the cup.',
  ),
  // Rims by Schilke's numbering rule, not measured.
  maker('schilke', 'Schilke', [
    entry('14', 'trumpet', 16.9, 'medium', [], { rimFrom: 'rule' }),
    entry('11', 'trumpet', 16.5, 'medium', [], { rimFrom: 'rule' }),
  ]),
  maker('denis-wick', 'Denis Wick', [
    entry('4X', 'trumpet', 16.7, 'medium deep', [], { cupWording: 'Medium deep cup', throatMm: 3.7, backbore: 'barrel' }),
    entry('6BS', 'trombone', 25.5, 'medium', ['small']),
  ]),
  // Cup letters that place it nowhere on the shared scale.
  maker('warburton', 'Warburton', [entry('4', 'trumpet', 16.8, null, [], { cupWording: 'MC' })]),
  maker('curry', 'Curry', [entry('3', 'trumpet', 17.1, 'medium')]),
  maker('stork', 'Stork', [entry('1', 'trumpet', 17.3, 'deep')]),
  maker('monette', 'Monette', [entry('B2', 'trumpet', null, 'medium')]),
  maker('giddings', 'Giddings', []),
];

/** A maker's sale name and a comparison column, as the real claims are worded. */
export const GUIDE_CLAIMS: readonly PublishedClaim[] = [
  { by: 'yamaha', family: 'trumpet', size: '11C4', to: ['bach 7C'], kind: 'sold-as', wording: '11C4-7C', source: 'test' },
  { by: 'denis-wick', family: 'trumpet', size: '4X', to: ['bach 7C', 'schilke 14'], kind: 'compared', wording: 'VB7C: Schilke 14', source: 'test' },
];

/** The real module with the guide's test table and claims in place of the curated ones. */
export function withGuideTable(real: Sizes): Sizes {
  return withTable(real, GUIDE_MAKERS, GUIDE_CLAIMS);
}

/** `listings.sizeStock`: three Bach 7C trumpet mouthpieces and one trombone 7C listed. */
export const GUIDE_STOCK = {
  models: [
    { maker_id: 'bach', code: '7C', family: 'trumpet', count: 3 },
    { maker_id: 'bach', code: '7C', family: 'trombone', count: 1 },
    { maker_id: 'bach', code: '5C', family: 'trumpet', count: 2 },
  ],
};
