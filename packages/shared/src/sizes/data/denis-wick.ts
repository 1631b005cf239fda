import type { CupClass, SizeEntry, SizeMaker } from '../types';
import { chartRows, type ChartFigures } from './row';
import { BROCHURE_ARCHIVE } from './sources';

/*
 * Every row is Denis Wick's own: the products brochure (2 × A3, 2009), whose charts print per
 * model the cup diameter (the rim here), the "bore" (the throat, as its diagram labels it), the
 * backbore, and for trumpet, cornet, flugelhorn, horn and tuba the cup in words.
 *
 * Denis Wick's cup words on the shared scale (CUP_CLASSES): "Extra deep cup" and "Very deep cup"
 * → very deep, "Deep cup" → deep, "Medium-deep cup" → medium deep, "Medium cup" → medium,
 * "Shallow cup" → shallow, "Very shallow cup" and "Extra shallow cup" → very shallow. "Traditional
 * cup", "Shallower cup" (the cornet S, shallower than its neighbours), "Shaped funnel" and "More
 * rounded cup" (horn) name no depth on that scale and give no class.
 * The trombone chart prints an instrument type instead, so a trombone's cup comes from its letter:
 * A → deep, B → medium, C → medium shallow (A is Wick's deepest cup, B shallower, C shallower
 * again); the letter pairs AB and NA are left without a class. The Steven Mead (SM) cups come
 * from Denis Wick's Mead chart ("very deep cup" → very deep, "still quite deep" → deep).
 *
 * One code, one row: where Denis Wick gives a trumpet and a cornet (or a euphonium and a baritone)
 * the same code, they share the rim and are one size; a figure the two print differently is kept
 * in the note, for each, instead of on the row. A Heavytop of a chart model is the same size.
 * Left out: the tenor (alto) horn sizes (no family of this table). The comparison column (VB7C,
 * Schilke 16…) is in equivalences.ts.
 */

const brochure = chartRows({
  title: 'Denis Wick products brochure (2009)',
  location: `${BROCHURE_ARCHIVE}:brochures/Deniswick.pdf`,
  pageNumbers: 'printed',
  cups: {
    'Extra deep cup': 'very deep',
    'Very deep cup': 'very deep',
    'Deep cup': 'deep',
    'Medium-deep cup': 'medium deep',
    'Medium cup': 'medium',
    'Shallow cup': 'shallow',
    'Very shallow cup': 'very shallow',
    'Extra shallow cup': 'very shallow',
    'Traditional cup': null,
    'Shallower cup': null,
    'Shaped funnel': null,
    'More rounded cup': null,
  },
});

/** A trombone row, with the cup class its letter gives (see above). */
const trombone = (pages: number | readonly number[], code: string, rimMm: number, cup: CupClass | null, figures: ChartFigures<never> = {}): SizeEntry => ({
  ...brochure(pages, 'trombone', code, rimMm, figures),
  cup,
});

/** A row with facts from one of Denis Wick's own web charts added to the brochure's, citing both. */
const alsoFrom =
  (chart: string) =>
  (row: SizeEntry, facts: Partial<Pick<SizeEntry, 'cup' | 'shanks' | 'note'>>): SizeEntry => ({
    ...row,
    ...facts,
    ...(facts.note === undefined ? {} : { note: row.note === undefined ? facts.note : `${row.note}. ${facts.note}` }),
    source: `${row.source}; ${Object.keys(facts).join(' and ')}: ${chart}`,
  });

const meadChart = alsoFrom('Denis Wick Steven Mead series chart, as reproduced at http://www.mouthpieceexpress.com/specshub/specs/specs_DW_Mead.html');
const webChart = alsoFrom('Denis Wick mouthpiece chart, deniswick.com');

export const denisWick: SizeMaker = {
  id: 'denis-wick',
  name: 'Denis Wick',
  brandAliases: ['wick', 'dw'],
  // Sellers prefix the code with the brand or one of Wick's catalogue numbers (gold 48xx, silver 58xx, Heavytop 68xx/78xx): DW 4AL, DW4880-6BS, DW5881 4B.
  codePrefixes: [
    'DW',
    ...['4880', '5880', '4880E', '5880E', '4880B', '5880B', '4881', '5881', '4882', '5882', '4884', '5884', '4885', '5885', '4886', '5886'].map(
      (n) => `DW${n}`,
    ),
    ...['6880', '7880', '6881', '7881', '6882', '7882', '6885', '7885'].map((n) => `DW${n}`),
  ],
  numbering:
    'A higher number is a smaller rim (Denis Wick: "as the model numbers increase, the diameter measurements decrease"). On trumpet and cornet a letter after the number is the cup (B medium, C shallow, E very shallow) and X or W a wider rim; F marks a flugelhorn cup and N a narrow horn rim. On trombone the letter is the cup, A deepest, then B and C, and the last letter the shank (S small, L large); on tuba L is the large fitting. The SM series are Steven Mead’s euphonium and baritone models, with M marking a medium (European) shank.',
  entries: [
    // Trumpet (catalogue nos. 4882/5882) and cornet (4881/5881), p.1; Heavytops (7882/6882, 7881/6881), p.2.
    brochure([1, 2], 'trumpet', '1X', 17.5, { throatMm: 3.9, backbore: 'barrel', note: 'Extra large symphonic. Also made as a Heavytop' }),
    brochure([1, 2], 'trumpet', '1', 17.25, { throatMm: 3.9, backbore: 'barrel', note: 'Large symphonic. Also made as a Heavytop' }),
    brochure([1, 2], 'trumpet', '1C', 17.25, { throatMm: 3.9, backbore: 'barrel', note: 'Large symphonic. Also made as a Heavytop' }),
    brochure([1, 2], 'trumpet', '1.5C', 17, { throatMm: 3.8, backbore: 'barrel', note: 'Large symphonic. Also made as a Heavytop' }),
    brochure(1, 'trumpet', '2W', 17, { throatMm: 3.7, backbore: 'barrel', note: 'Large symphonic' }),
    brochure([1, 2], 'trumpet', '3', 16.75, {
      note: 'A trumpet and a cornet model. Trumpet: general purpose, bore 3.7 mm, barrel backbore; Cornet: deep cup, bore 4.6 mm, open backbore. Also made as a Heavytop',
    }),
    brochure([1, 2], 'trumpet', '3C', 16.75, { cup: 'Shallow cup', throatMm: 3.7, backbore: 'barrel', note: 'Also made as a Heavytop' }),
    brochure(1, 'trumpet', '3E', 16.75, { cup: 'Very shallow cup', throatMm: 3.8, backbore: 'barrel' }),
    brochure(1, 'trumpet', '4', 16.5, {
      note: 'A trumpet and a cornet model. Trumpet: Viennese type, bore 3.7 mm, barrel backbore; Cornet: deep cup, bore 4.6 mm, open backbore',
    }),
    brochure([1, 2], 'trumpet', '4B', 16.5, {
      cup: 'Medium cup',
      note: 'A trumpet and a cornet model. Trumpet: bore 3.7 mm, barrel backbore; Cornet: bore 4.3 mm, V-type backbore. Also made as a Heavytop',
    }),
    brochure(1, 'trumpet', '4C', 16.5, { cup: 'Shallow cup', throatMm: 3.7, backbore: 'barrel' }),
    brochure(1, 'trumpet', '4E', 16.5, { cup: 'Very shallow cup', throatMm: 3.7, backbore: 'V-type' }),
    brochure([1, 2], 'trumpet', '4X', 16.5, { cup: 'Shallow cup', throatMm: 3.7, backbore: 'V-type', note: 'Also made as a Heavytop' }),
    brochure(1, 'trumpet', '5', 16, {
      note: 'A trumpet and a cornet model. Trumpet: traditional cup, bore 3.7 mm, barrel backbore; Cornet: deep cup, bore 4.5 mm, open backbore',
    }),
    brochure(1, 'trumpet', '5E', 16, { cup: 'Extra shallow cup', throatMm: 3.7, backbore: 'V-type' }),
    brochure(1, 'trumpet', '5X', 16, { cup: 'Shallow cup', throatMm: 3.7, backbore: 'V-type' }),
    brochure(1, 'trumpet', '1 1/4CV', 16.75, { throatMm: 3.8, backbore: 'open', note: 'Paul Archibald Soloist model' }),
    brochure(1, 'trumpet', '3CV', 16.75, { throatMm: 3.8, backbore: 'barrel', note: 'Paul Archibald Soloist model' }),
    brochure(1, 'trumpet', 'MM1C', 17.5, { throatMm: 3.7, backbore: 'V-type', note: 'Maurice Murphy signature model' }),
    brochure(1, 'trumpet', 'MM1.5C', 17.25, { throatMm: 3.7, backbore: 'V-type', note: 'Maurice Murphy signature model' }),
    brochure(1, 'trumpet', 'MM2C', 17, { throatMm: 3.7, backbore: 'V-type', note: 'Maurice Murphy signature model' }),
    brochure(1, 'trumpet', 'MM3C', 16.75, { throatMm: 3.7, backbore: 'V-type', note: 'Maurice Murphy signature model' }),
    brochure(1, 'trumpet', 'MM4C', 16.5, { throatMm: 3.7, backbore: 'V-type', note: 'Maurice Murphy signature model' }),
    brochure([1, 2], 'trumpet', '2', 17, {
      note: 'A trumpet and a cornet model. Cornet: deep cup, bore 4.572 mm, open backbore; Trumpet (Heavytop only): bore 3.7 mm',
    }),
    brochure([1, 2], 'trumpet', '2B', 17, { cup: 'Medium cup', throatMm: 4.3, backbore: 'V-type', note: 'Cornet. Also made as a Heavytop' }),
    brochure(1, 'trumpet', '2BW', 17, { throatMm: 4.3, backbore: 'V-type', note: 'Cornet. Wider rim' }),
    brochure([1, 2], 'trumpet', '3B', 16.75, { cup: 'Medium cup', throatMm: 4.3, backbore: 'V-type', note: 'Cornet. Also made as a Heavytop' }),
    brochure(1, 'trumpet', '4W', 16.5, { throatMm: 4.6, backbore: 'open', note: 'Cornet. Wider rim' }),
    brochure(1, 'trumpet', '4BW', 16.5, { throatMm: 4.3, backbore: 'V-type', note: 'Cornet. Wider rim' }),
    brochure(1, 'trumpet', '4.5', 16.4, { cup: 'Deep cup', throatMm: 4.5, backbore: 'open', note: 'Cornet' }),
    brochure(1, 'trumpet', '5B', 16, { cup: 'Medium cup', throatMm: 4, backbore: 'V-type', note: 'Cornet' }),
    brochure(1, 'trumpet', 'S', 16, { cup: 'Shallower cup', throatMm: 4.1, backbore: 'open', note: 'Cornet' }),
    brochure(1, 'trumpet', 'RW2', 17, { cup: 'Deep cup', throatMm: 4.6, backbore: 'open', note: 'Cornet. Roger Webster range' }),
    brochure(1, 'trumpet', 'RW2B', 17, { cup: 'Medium cup', throatMm: 4.3, backbore: 'V-type', note: 'Cornet. Roger Webster range' }),
    brochure(1, 'trumpet', 'RW3', 16.75, { cup: 'Deep cup', throatMm: 4.6, backbore: 'open', note: 'Cornet. Roger Webster range' }),
    brochure(1, 'trumpet', 'RW3B', 16.75, { cup: 'Medium cup', throatMm: 4.3, backbore: 'V-type', note: 'Cornet. Roger Webster range' }),
    brochure(1, 'trumpet', 'RW4', 16.5, { cup: 'Deep cup', throatMm: 4.6, backbore: 'open', note: 'Cornet. Roger Webster range' }),
    brochure(1, 'trumpet', 'RW4B', 16.5, { cup: 'Medium cup', throatMm: 4.3, backbore: 'V-type', note: 'Cornet. Roger Webster range' }),
    brochure(2, 'trumpet', '1XB', 17.5, { throatMm: 4.4, note: 'Cornet. Heavytop model' }),
    brochure(2, 'trumpet', '1B', 17.25, { throatMm: 4.4, note: 'Cornet. Heavytop model' }),

    // Flugelhorn (4884/5884), p.2.
    brochure(2, 'trumpet', '2F', 17, { cup: 'Very deep cup', throatMm: 4.6, backbore: 'open', note: 'Flugelhorn. Made for European flugelhorns' }),
    brochure(2, 'trumpet', '2FL', 17, {
      cup: 'Very deep cup',
      throatMm: 4.6,
      backbore: 'open',
      note: 'Flugelhorn. Large fitting for US and Japanese flugelhorns',
    }),
    brochure(2, 'trumpet', '3F', 16.75, { cup: 'Very deep cup', throatMm: 4.6, backbore: 'open', note: 'Flugelhorn' }),
    brochure(2, 'trumpet', '3FL', 16.75, { cup: 'Very deep cup', throatMm: 4.6, backbore: 'open', note: 'Flugelhorn' }),
    brochure(2, 'trumpet', '4F', 16.5, { cup: 'Very deep cup', throatMm: 4.6, backbore: 'open', note: 'Flugelhorn' }),
    brochure(2, 'trumpet', '4FL', 16.5, { cup: 'Very deep cup', throatMm: 4.6, backbore: 'open', note: 'Flugelhorn' }),
    brochure(2, 'trumpet', '2BFL', 17, { cup: 'Medium-deep cup', throatMm: 4.6, backbore: 'open', note: 'Flugelhorn. Less deep than 2F–4FL' }),
    brochure(2, 'trumpet', '3BFL', 16.75, { cup: 'Medium-deep cup', throatMm: 4.6, backbore: 'open', note: 'Flugelhorn. Less deep than 2F–4FL' }),
    brochure(2, 'trumpet', '4BFL', 16.5, { cup: 'Medium-deep cup', throatMm: 4.6, backbore: 'open', note: 'Flugelhorn. Less deep than 2F–4FL' }),
    brochure(2, 'trumpet', '5BFL', 16, { cup: 'Medium-deep cup', throatMm: 4.5, backbore: 'open', note: 'Flugelhorn. Less deep than 2F–4FL' }),
    brochure(2, 'trumpet', '5EFL', 16.5, {
      cup: 'Shallow cup',
      throatMm: 3.9,
      backbore: 'V-type',
      note: 'Flugelhorn. Jazz model developed with Henry Lowther. Shank for copies of the Couesnon jazz flugelhorn',
    }),
    brochure(2, 'trumpet', 'SFL', 16, { throatMm: 4.5, backbore: 'open', note: 'Flugelhorn. Large fitting' }),
    brochure(2, 'trumpet', 'RW2FL', 17, { cup: 'Very deep cup', throatMm: 4.6, backbore: 'open', note: 'Flugelhorn. Roger Webster range' }),
    brochure(2, 'trumpet', 'RW3FL', 16.75, { cup: 'Very deep cup', throatMm: 4.6, backbore: 'open', note: 'Flugelhorn. Roger Webster range' }),
    brochure(2, 'trumpet', 'RW4FL', 16.5, { cup: 'Very deep cup', throatMm: 4.6, backbore: 'open', note: 'Flugelhorn. Roger Webster range' }),

    // French horn (4885/5885), p.1.
    brochure(1, 'horn', '4', 18, { cup: 'Deep cup', throatMm: 4.7, backbore: 'barrel' }),
    brochure(1, 'horn', '4N', 18, { cup: 'Deep cup', throatMm: 4.7, backbore: 'barrel' }),
    brochure(1, 'horn', '5', 17.5, { cup: 'Shaped funnel', throatMm: 4.6, backbore: 'barrel' }),
    brochure([1, 2], 'horn', '5N', 17.5, { cup: 'Shaped funnel', throatMm: 4.6, backbore: 'barrel', note: 'Also made as a Heavytop' }),
    brochure(1, 'horn', '6N', 17.25, { cup: 'More rounded cup', throatMm: 4.5, backbore: 'barrel' }),
    brochure(1, 'horn', '7', 17, { cup: 'Medium cup', throatMm: 4.5, backbore: 'barrel' }),
    brochure(1, 'horn', '7N', 17, { cup: 'Medium cup', throatMm: 4.5, backbore: 'barrel' }),

    // Euphonium (4880E/5880E) and baritone (4880B/5880B), p.1: the Steven Mead (SM) series and the E models.
    brochure(1, 'trombone', 'E4AM', 26, { throatMm: 7.38, backbore: 'barrel', note: 'Fits pre-1974 Boosey & Hawkes and Willson euphoniums' }),
    brochure(1, 'trombone', 'E4AY', 26, { throatMm: 7.38, backbore: 'medium', note: 'USA and Japan fitting' }),
    brochure(1, 'trombone', 'E6BM', 25.4, { throatMm: 7.12, backbore: 'medium', note: 'Fits pre-1974 Boosey & Hawkes euphoniums' }),
    brochure(1, 'trombone', 'E6BY', 25.4, { throatMm: 7.12, backbore: 'medium', note: 'USA and Japan fitting' }),
    meadChart(brochure(1, 'trombone', 'SM2', 27, { throatMm: 7.4, backbore: 'barrel', aliases: ['ESM2'], note: 'Steven Mead series' }), { shanks: ['large'] }),
    meadChart(brochure(1, 'trombone', 'SM2M', 27, { throatMm: 7.4, backbore: 'barrel', aliases: ['ESM2M'], note: 'Steven Mead series' }), {
      note: 'Medium (European) shank',
    }),
    meadChart(brochure(1, 'trombone', 'SM3', 26.4, { throatMm: 7.38, backbore: 'barrel', aliases: ['ESM3'], note: 'Steven Mead series' }), {
      cup: 'very deep',
      shanks: ['large'],
    }),
    meadChart(brochure(1, 'trombone', 'SM3M', 26.4, { throatMm: 7.38, backbore: 'barrel', aliases: ['ESM3M'], note: 'Steven Mead series' }), {
      cup: 'very deep',
      note: 'Medium (European) shank',
    }),
    meadChart(brochure(1, 'trombone', 'SM3.5', 26.4, { throatMm: 7.62, backbore: 'barrel', aliases: ['ESM3.5'], note: 'Steven Mead series' }), {
      shanks: ['large'],
      note: 'SM3 rim with the SM4 cup depth',
    }),
    meadChart(brochure(1, 'trombone', 'SM3.5M', 26.4, { throatMm: 7.62, backbore: 'barrel', aliases: ['ESM3.5M'], note: 'Steven Mead series' }), {
      note: 'Medium (European) shank',
    }),
    meadChart(
      brochure(1, 'trombone', 'SM4', 26, {
        throatMm: 7.38,
        aliases: ['ESM4', 'BSM4'],
        note: 'A euphonium and a baritone model. Steven Mead series. Euphonium: barrel backbore; Baritone: medium backbore',
      }),
      { shanks: ['large'] },
    ),
    meadChart(brochure(1, 'trombone', 'SM4M', 26, { throatMm: 7.38, backbore: 'barrel', aliases: ['ESM4M'], note: 'Steven Mead series' }), {
      note: 'Medium (European) shank',
    }),
    meadChart(brochure(1, 'trombone', 'SM5', 25.73, { throatMm: 7.3, backbore: 'barrel', aliases: ['ESM5'], note: 'Steven Mead series' }), {
      cup: 'deep',
      shanks: ['large'],
    }),
    brochure(1, 'trombone', 'SM6', 25.4, {
      throatMm: 7.12,
      backbore: 'medium',
      aliases: ['ESM6', 'BSM6'],
      note: 'A euphonium and a baritone model. Steven Mead series',
    }),
    brochure(1, 'trombone', 'SM9', 25, { throatMm: 6.66, backbore: 'V-type', aliases: ['BSM9'], note: 'Baritone. Steven Mead series' }),

    // Trombone (4880/5880), p.2; Heavytops (7880/6880), p.2.
    trombone(2, '00AL', 28, 'deep', { throatMm: 8.2, backbore: 'open', shanks: ['large'], aliases: ['OOAL'], note: 'Bass trombone, extra large' }),
    trombone(2, '0AL', 27.42, 'deep', {
      throatMm: 7.45,
      backbore: 'barrel',
      shanks: ['large'],
      aliases: ['OAL'],
      note: 'Bass trombone. Also made as a Heavytop',
    }),
    trombone(2, '1AL', 27.11, 'deep', { throatMm: 7.45, backbore: 'open', shanks: ['large'], note: 'Bass trombone. Also made as a Heavytop' }),
    trombone(2, '2AL', 27, 'deep', { throatMm: 7.24, backbore: 'barrel', shanks: ['large'], note: 'Bass trombone' }),
    trombone(2, '2NAL', 27, null, { throatMm: 7.4, backbore: 'barrel', shanks: ['large'], note: 'Bass trombone' }),
    trombone(2, '3AL', 26.4, 'deep', { throatMm: 7.38, backbore: 'barrel', shanks: ['large'], note: 'Large-bore trombone or euphonium' }),
    trombone(2, '4ABL', 26, null, { throatMm: 7.38, backbore: 'medium', shanks: ['large'], note: 'Large-bore trombone or euphonium' }),
    trombone(2, '4AL', 26, 'deep', {
      throatMm: 7.38,
      backbore: 'barrel',
      shanks: ['large'],
      note: 'Large-bore trombone or euphonium. Also made as a Heavytop',
    }),
    trombone(2, '4BL', 25.9, 'medium', { throatMm: 7.13, backbore: 'medium', shanks: ['large'], note: 'Large-bore trombone' }),
    trombone(2, '4BS', 25.9, 'medium', { throatMm: 7.13, backbore: 'medium', shanks: ['small'], note: 'Medium-bore trombone' }),
    trombone(2, '4.5AL', 25.85, 'deep', { throatMm: 7.24, backbore: 'barrel', shanks: ['large'], note: 'Large-bore trombone. Also made as a Heavytop' }),
    trombone(2, '5AL', 25.73, 'deep', { throatMm: 7.3, backbore: 'barrel', shanks: ['large'], note: 'Large-bore trombone. Also made as a Heavytop' }),
    trombone(2, '5ABL', 25.73, null, { throatMm: 7, backbore: 'medium', shanks: ['large'], note: 'Large-bore trombone' }),
    trombone(2, '5BL', 25.73, 'medium', { throatMm: 6.87, backbore: 'medium', shanks: ['large'], note: 'Large-bore trombone. Also made as a Heavytop' }),
    trombone(2, '5BS', 25.73, 'medium', { throatMm: 6.87, backbore: 'medium', shanks: ['small'], note: 'Medium-bore trombone' }),
    trombone(2, '6AL', 25.4, 'deep', { throatMm: 7, backbore: 'medium', shanks: ['large'], note: 'Large-bore trombone' }),
    trombone(2, '6BL', 25.4, 'medium', { throatMm: 6.66, backbore: 'V-type', shanks: ['large'], note: 'Large-bore trombone. Also made as a Heavytop' }),
    trombone(2, '6BS', 25.4, 'medium', { throatMm: 6.66, backbore: 'V-type', shanks: ['small'], note: 'Medium-bore trombone. Also made as a Heavytop' }),
    trombone(2, '7CS', 25.4, 'medium shallow', { throatMm: 6.24, backbore: 'medium', shanks: ['small'], note: 'Medium-bore trombone' }),
    trombone(2, '9BL', 25, 'medium', { throatMm: 6.66, backbore: 'V-type', shanks: ['large'], note: 'Large-bore trombone' }),
    trombone(2, '9BS', 25, 'medium', { throatMm: 6.66, backbore: 'V-type', shanks: ['small'], note: 'Medium-bore trombone' }),
    trombone(2, '10CS', 25, 'medium shallow', { throatMm: 6.24, backbore: 'medium', shanks: ['small'], note: 'Alto or medium-bore trombone' }),
    trombone(2, '12CS', 24.5, 'medium shallow', { throatMm: 6.1, backbore: 'V-type', shanks: ['small'], note: 'Medium-bore trombone' }),

    // Tuba (4886/5886), p.2.
    brochure(2, 'tuba', '1', 32.5, { cup: 'Extra deep cup', throatMm: 8.43, backbore: 'open', shanks: ['small'] }),
    brochure(2, 'tuba', '1L', 32.5, { cup: 'Extra deep cup', throatMm: 8.43, backbore: 'open', shanks: ['large'] }),
    brochure(2, 'tuba', '2', 32, { cup: 'Very deep cup', throatMm: 8.45, backbore: 'open', shanks: ['small'] }),
    webChart(brochure(2, 'tuba', '2L', 32, { cup: 'Very deep cup', throatMm: 8.45, backbore: 'open', shanks: ['large'] }), { note: 'Helleberg-style cup' }),
    brochure(2, 'tuba', '3', 31.25, { cup: 'Deep cup', throatMm: 8.78, backbore: 'large barrel', shanks: ['small'] }),
    brochure(2, 'tuba', '3L', 31.25, { cup: 'Deep cup', throatMm: 8.78, backbore: 'large barrel', shanks: ['large'] }),
    webChart(brochure(2, 'tuba', '2SL', 32, { cup: 'Shallow cup', throatMm: 8.45, backbore: 'open', shanks: ['large'] }), { note: 'German-style cup' }),
    brochure(2, 'tuba', '3SL', 31.25, { cup: 'Shallow cup', throatMm: 7.62, backbore: 'small', shanks: ['large'] }),
    brochure(2, 'tuba', '4', 30.5, { cup: 'Deep cup', throatMm: 8.27, backbore: 'medium', shanks: ['small'] }),
    brochure(2, 'tuba', '4L', 30.5, { cup: 'Deep cup', throatMm: 8.27, backbore: 'medium', shanks: ['large'] }),
    brochure(2, 'tuba', '5', 30, { cup: 'Deep cup', throatMm: 7.89, backbore: 'medium', shanks: ['small'] }),
    brochure(2, 'tuba', '5L', 30, { cup: 'Deep cup', throatMm: 7.89, backbore: 'medium', shanks: ['large'] }),
    brochure(2, 'tuba', '1XL', 32.5, { throatMm: 8.43, backbore: 'open', note: 'As 1L, 2L and 3L with a wider, rounder rim' }),
    brochure(2, 'tuba', '2XL', 32, { throatMm: 8.45, backbore: 'open', note: 'As 1L, 2L and 3L with a wider, rounder rim' }),
    brochure(2, 'tuba', '3XL', 31.25, { throatMm: 8.78, backbore: 'large barrel', note: 'As 1L, 2L and 3L with a wider, rounder rim' }),
    brochure(2, 'tuba', '2.5CC', 32, { throatMm: 8.6, backbore: 'V-type', note: 'For all tubas; orchestral model' }),
  ],
};
