import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, SORTS } from '../constants';
import { apiNote } from '../responses';
import type { FilterParam, FilterSpecOf } from './filters/spec';
import { filterSpec, paramsOf, type AddedParam, type ContractParam } from './filters/table';

/** One value of a parameter as its declaration documents it (filters/table.ts `doc`). */
function valueSchema({ doc }: FilterSpecOf<FilterParam>): z.ZodType {
  if (doc.enum) return z.enum(doc.enum);
  if (doc.type === 'boolean') return z.boolean();
  if (doc.type === 'string') {
    const text = doc.maxLength === undefined ? z.string() : z.string().max(doc.maxLength);
    return doc.pattern === undefined ? text : text.regex(new RegExp(doc.pattern));
  }
  let n = doc.type === 'integer' ? z.int() : z.number();
  if (doc.minimum !== undefined) n = n.min(doc.minimum);
  if (doc.maximum !== undefined) n = n.max(doc.maximum);
  return n;
}

/** A filter parameter for the OpenAPI document: a repeated key means "any of" (an array, exploded). */
export function documented(key: FilterParam): z.ZodType {
  const spec = filterSpec(key);
  const value = valueSchema(spec);
  return spec.arity === 'many' ? apiNote(z.array(value), `${spec.doc.description}; a repeated key means "any of".`) : apiNote(value, spec.doc.description);
}

/** The parameters of one part of the table (the contract's, or our additions), in its order. */
function documentedFilters<K extends FilterParam>(part: 'contract' | 'additions'): Record<K, z.ZodType> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- one schema per key of the part
  return Object.fromEntries(paramsOf(part).map((key) => [key, documented(key)])) as Record<K, z.ZodType>;
}

/**
 * API §4.1 as a client writes it: the query parameters of `GET /api/listings` with their
 * types, for the OpenAPI document. `listingQueryInput` is what parses them (leniently: strings,
 * repeated keys, fallbacks); this one says what a client should send. Both come from the same
 * declarations in the same order (the contract's filters, sort, seller and paging, then our
 * additions): a test holds every value this schema allows to being accepted by that parser.
 * Every parameter is optional.
 */
export const listingQueryParams = z
  .object({
    ...documentedFilters<ContractParam>('contract'),
    sort: apiNote(
      z.enum(SORTS).default('newest'),
      '`newest`: created_at descending. `price_asc` / `price_desc`: by price. `distance` (needs `near`): nearest seller first, newest first among equals. Ties: listing_id descending.',
    ),
    user_id: apiNote(
      z.union([z.literal('me'), z.int().min(1)]),
      "`me`: the caller's own listings in every status but deleted, unpaginated (needs a session). A user id: that user's active listings. Any other value is ignored.",
    ),
    page: apiNote(z.int().min(1).default(1), '1-based. Anything but a positive integer counts as 1. Ignored with user_id=me.'),
    limit: apiNote(
      z.int().min(1).default(PAGE_SIZE),
      `Page size. Values above ${MAX_PAGE_SIZE} count as ${MAX_PAGE_SIZE}; anything but a positive integer counts as ${PAGE_SIZE}. Ignored with user_id=me.`,
    ),
    ...documentedFilters<AddedParam>('additions'),
  })
  .partial();

/** GET /api/listings/{id}'s one query parameter (api §20). */
export const listingNearParams = z.object({ near: documented('near') }).partial();
