import { z } from 'zod';
import { isOneOf } from '../checks';
import { INSTRUMENT_TYPES } from '../constants';
import { nullableText } from '../fields';
import { filterPhrases, PHRASE_SEPARATOR } from '../listings/filters/phrases';
import { readingOf } from '../listings/filters/read';
import { documented } from '../listings/query-params';
import { listingQueryInput } from '../listings/query';
import { searchFiltersOf, type SearchFilters } from '../searches/schemas';
import { MAX_WANTED_NOTE, WANTED_TEXTS } from './texts';

const INSTRUMENT_MESSAGE = `Invalid instrument type. Must be one of: ${INSTRUMENT_TYPES.join(', ')}`;

/** A browse parameter's value as a client sends it: a number or its text, or nothing. */
const loose = z.union([z.string(), z.number()]).nullish();

/**
 * What a wanted post looks for, read by the browse's own parser (the filter table), so a
 * reversed rim range, a rim out of range or an unknown size fail with the browse's texts and
 * the post becomes a saved search's filters: one filter, one matcher.
 */
const wantedFields = z.object({
  instrument_type: z.string({ error: WANTED_TEXTS.instrumentRequired }).refine((v) => isOneOf(INSTRUMENT_TYPES, v), INSTRUMENT_MESSAGE),
  like: z.string().nullish(),
  rim_min: loose,
  rim_max: loose,
  /** One cup word of the size table's scale ("deep"), read as the browse's `cup`; optional beside a size or a rim range. */
  cup: z.string().nullish(),
  price_max: loose,
  near: z.string().nullish(),
  within_km: loose,
  note: nullableText(WANTED_TEXTS.note, [MAX_WANTED_NOTE, WANTED_TEXTS.noteTooLong]).optional(),
});

export interface WantedValues {
  filters: SearchFilters;
  note: string | null;
}

const given = (v: unknown): boolean => v !== null && v !== undefined && v !== '';

/** The fields read as a post: a size or a rim range, then the browse's own reading of them. */
function toWantedValues({ note, ...query }: z.output<typeof wantedFields>, ctx: z.RefinementCtx): WantedValues {
  if (!given(query.like) && !given(query.rim_min) && !given(query.rim_max)) {
    ctx.addIssue({ code: 'custom', message: WANTED_TEXTS.sizeOrRim, path: ['like'] });
    return z.NEVER;
  }
  const record = Object.fromEntries(Object.entries(query).filter(([, v]) => given(v)));
  const parsed = listingQueryInput.safeParse(record);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return { filters: searchFiltersOf(parsed.data), note: note ?? null };
}

/** POST /api/wanted: the whole post. */
export const wantedInput = wantedFields.transform(toWantedValues);
export type WantedInput = z.input<typeof wantedInput>;

/** A wanted post's words ("Trumpet · like Schilke 14 · within 50 km of 3000"): the board's and its search's name. */
export const wantedSummary = (filters: SearchFilters): string => filterPhrases(readingOf(filters)).join(PHRASE_SEPARATOR);

/** A path id that is not one (0 from REST, api §0.3) is a post that is not there: 404, as watchlist's. */
const wantedId = z.number().int();
export const wantedIdInput = z.object({ wanted_id: wantedId });
/** PUT /api/wanted/{id}: the whole post again, the path's id beside it. */
export const updateWantedInput = wantedFields
  .extend({ wanted_id: wantedId })
  .transform(({ wanted_id, ...fields }, ctx) => ({ wanted_id, ...toWantedValues(fields, ctx) }));

/** GET /api/wanted: the board, narrowed by instrument and by distance from a postcode to the wanter's. */
export const wantedBoardParams = z
  .object({ instrument_type: documented('instrument_type'), near: documented('near'), within_km: documented('within_km') })
  .partial();
export const wantedBoardInput = z
  .object({ instrument_type: z.union([loose, z.array(z.string())]), near: loose, within_km: loose })
  .partial()
  .optional()
  .transform((raw, ctx) => {
    const record = Object.fromEntries(Object.entries(raw ?? {}).filter(([, v]) => given(v)));
    const parsed = listingQueryInput.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { instrumentTypes: parsed.data.instrument_type, near: parsed.data.near, withinKm: parsed.data.within_km };
  });
export type WantedBoardInput = z.input<typeof wantedBoardInput>;

/**
 * The listing form's draft as far as it is typed, for its live "members want this" line: what a
 * wanted post can ask of a listing (instrument, size, price), each optional until it is typed.
 */
export const wantersDraftInput = z.object({
  instrument_type: z.string().default(''),
  brand: z.string().default(''),
  model: z.string().default(''),
  size: z.string().nullish(),
  price: z.number().nonnegative().nullish(),
});
export type WantersDraft = z.output<typeof wantersDraftInput>;
